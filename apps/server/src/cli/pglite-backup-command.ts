import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupRefused, DataDirInUseError, lockDataDir } from '@reelatlas/db';
import { parseEnvOrExit } from '../env.ts';

export interface PgliteBackupCommand {
  /** The npm script, for the usage line. */
  name: 'db:backup' | 'db:restore';
  /** The flags it takes besides FILE (`--force` always). */
  flags: readonly ('--force' | '--replace')[];
  /** Said instead when DATABASE_URL is set: PostgreSQL has its own tools. */
  postgresHint: string;
  /** Does the work on FILE and DATA_DIR/pglite (both absolute); answers the lines to print. */
  run(file: string, dataDir: string, flags: { force: boolean; replace: boolean }): Promise<string[]>;
}

/**
 * What `db:backup` and `db:restore` share: `FILE [flags]`, the server's configuration (and .env,
 * as `npm start` reads it), a refusal on PostgreSQL, and DATA_DIR's lock, taken as every server
 * and catalog command takes it: a data dir held by a running process is refused whatever the
 * flags (a lock left by a dead process is taken over). A refused or failed backup or restore
 * (BackupRefused) is said in one line with exit status 1.
 */
export async function runPgliteBackupCommand(command: PgliteBackupCommand): Promise<void> {
  const args = process.argv.slice(2);
  const usage = `Usage: npm run ${command.name} -- FILE ${command.flags.map((flag) => `[${flag}]`).join(' ')}`;
  const unknown = args.filter((arg) => arg.startsWith('--') && !command.flags.includes(arg as '--force'));
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}. ${usage}` : usage);
    process.exit(1);
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnvOrExit(process.env);
  if (env.DATABASE_URL) {
    console.error(`DATABASE_URL is set: ${command.postgresHint} (see docs/operations.md, "Backups").`);
    process.exit(1);
  }
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(env.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  try {
    const lines = await command.run(resolve(file), resolve(env.DATA_DIR, 'pglite'), {
      force: args.includes('--force'),
      replace: args.includes('--replace'),
    });
    for (const line of lines) console.log(line);
  } catch (err) {
    if (!(err instanceof BackupRefused)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    lock.release();
  }
}
