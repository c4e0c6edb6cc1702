// `npm run db:backup -- FILE [--force]`: PGlite's whole data dir (DATA_DIR/pglite) into FILE, a
// gzipped tar. Stop the server first: it holds DATA_DIR's lock, and the command refuses a data
// dir in use. --force only lets it read a dir that a crashed process left marked open. For
// PostgreSQL (DATABASE_URL) use pg_dump instead (docs/operations.md#backups).
import { backupPgliteDataDir } from '@reelatlas/db';
import { runPgliteBackupCommand } from './pglite-backup-command.ts';

await runPgliteBackupCommand({
  name: 'db:backup',
  flags: ['--force'],
  postgresHint: 'back PostgreSQL up with pg_dump -Fc',
  async run(file, dataDir, { force }) {
    const { bytes } = await backupPgliteDataDir(dataDir, file, { force });
    return [`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`];
  },
});
