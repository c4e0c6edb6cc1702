// `npm run db:restore -- FILE [--force]`: loads a db:backup file into DATA_DIR/pglite. Refuses a
// data dir in use, and one that holds data unless --force (the old data is then kept beside it).
// The server migrates the restored database at its next start. For PostgreSQL use pg_restore.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupRefused, restorePgliteDataDir } from '@reelatlas/db';
import { parseEnvOrExit } from '../env.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:restore -- FILE [--force]');
  process.exit(1);
}
if (existsSync('.env')) process.loadEnvFile('.env');
const env = parseEnvOrExit(process.env);
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see README, "Backups").');
  process.exit(1);
}
const dataDir = resolve(env.DATA_DIR, 'pglite');
try {
  const { keptAs } = await restorePgliteDataDir(resolve(file), dataDir, { force });
  console.log(`Restored ${resolve(file)} into ${dataDir}.`);
  if (keptAs) console.log(`The data that was there is kept in ${keptAs}.`);
} catch (err) {
  if (!(err instanceof BackupRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
