// `npm run db:restore -- FILE [--replace] [--force]`: loads a db:backup file into DATA_DIR/pglite.
// The backup is loaded and checked beside the data dir first, then swapped in: a bad file leaves
// the data dir as it was. Refuses a data dir in use (its lock), one that holds data unless
// --replace (the old data is then kept beside it), and one a crashed process left marked open
// unless --force. The server migrates the restored database at its next start. For PostgreSQL
// use pg_restore.
import { restorePgliteDataDir } from '@reelatlas/db';
import { runPgliteBackupCommand } from './pglite-backup-command.ts';

await runPgliteBackupCommand({
  name: 'db:restore',
  flags: ['--replace', '--force'],
  postgresHint: 'restore PostgreSQL with pg_restore',
  async run(file, dataDir, flags) {
    const { keptAs } = await restorePgliteDataDir(file, dataDir, flags);
    return [
      `Restored ${file} into ${dataDir}.`,
      ...(keptAs ? [`The data that was there is kept in ${keptAs}.`] : []),
    ];
  },
});
