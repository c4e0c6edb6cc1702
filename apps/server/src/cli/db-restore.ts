// `npm run db:restore -- FILE [--force]`: loads a db:backup file into DATA_DIR/pglite. Refuses a
// data dir in use, and one that holds data unless --force (the old data is then kept beside it).
// The server migrates the restored database at its next start. For PostgreSQL use pg_restore.
import { restorePgliteDataDir } from '@reelatlas/db';
import { runPgliteBackupCommand } from './pglite-backup-command.ts';

await runPgliteBackupCommand({
  name: 'db:restore',
  postgresHint: 'restore PostgreSQL with pg_restore',
  async run(file, dataDir, force) {
    const { keptAs } = await restorePgliteDataDir(file, dataDir, { force });
    return [
      `Restored ${file} into ${dataDir}.`,
      ...(keptAs ? [`The data that was there is kept in ${keptAs}.`] : []),
    ];
  },
});
