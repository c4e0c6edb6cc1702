// `npm run db:backup -- FILE [--force]`: PGlite's whole data dir (DATA_DIR/pglite) into FILE, a
// gzipped tar. Stop the server first: PGlite must never be opened by two processes. For
// PostgreSQL (DATABASE_URL) use pg_dump instead (docs/operations.md#backups).
import { backupPgliteDataDir } from '@reelatlas/db';
import { runPgliteBackupCommand } from './pglite-backup-command.ts';

await runPgliteBackupCommand({
  name: 'db:backup',
  postgresHint: 'back PostgreSQL up with pg_dump -Fc',
  async run(file, dataDir, force) {
    const { bytes } = await backupPgliteDataDir(dataDir, file, { force });
    return [`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`];
  },
});
