// `npm run db:backup -- FILE [--force]`: PGlite's whole data dir (DATA_DIR/pglite) into FILE, a
// gzipped tar. Stop the server first: PGlite must never be opened by two processes. For
// PostgreSQL (DATABASE_URL) use pg_dump instead (README, "Running in production").
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupRefused, backupPgliteDataDir } from '@reelatlas/db';
import { parseEnvOrExit } from '../env.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:backup -- FILE [--force]');
  process.exit(1);
}
if (existsSync('.env')) process.loadEnvFile('.env');
const env = parseEnvOrExit(process.env);
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see README, "Backups").');
  process.exit(1);
}
const dataDir = resolve(env.DATA_DIR, 'pglite');
try {
  const { bytes } = await backupPgliteDataDir(dataDir, resolve(file), { force });
  console.log(`Backed up ${dataDir} to ${resolve(file)} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
} catch (err) {
  if (!(err instanceof BackupRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
