import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupRefused } from '@reelatlas/db';
import { parseEnvOrExit } from '../env.ts';

export interface PgliteBackupCommand {
  /** The npm script, for the usage line. */
  name: 'db:backup' | 'db:restore';
  /** Said instead when DATABASE_URL is set: PostgreSQL has its own tools. */
  postgresHint: string;
  /** Does the work on FILE and DATA_DIR/pglite (both absolute); answers the lines to print. */
  run(file: string, dataDir: string, force: boolean): Promise<string[]>;
}

/**
 * What `db:backup` and `db:restore` share: `FILE [--force]`, the server's configuration (and
 * .env, as `npm start` reads it), a refusal on PostgreSQL, and a refused backup or restore
 * (BackupRefused) said in one line with exit status 1.
 */
export async function runPgliteBackupCommand(command: PgliteBackupCommand): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error(`Usage: npm run ${command.name} -- FILE [--force]`);
    process.exit(1);
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnvOrExit(process.env);
  if (env.DATABASE_URL) {
    console.error(`DATABASE_URL is set: ${command.postgresHint} (see docs/operations.md, "Backups").`);
    process.exit(1);
  }
  try {
    const lines = await command.run(resolve(file), resolve(env.DATA_DIR, 'pglite'), force);
    for (const line of lines) console.log(line);
  } catch (err) {
    if (!(err instanceof BackupRefused)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
