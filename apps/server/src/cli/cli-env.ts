import { existsSync } from 'node:fs';
import { type Database, DataDirInUseError, vacuumDueTables } from '@reelatlas/db';
import pino from 'pino';
import { openDatabaseFromEnv } from '../boot/database-options.ts';
import { parseEnvOrExit } from '../env.ts';

/** The server's configuration (and .env, as `npm start` reads it) and its database, migrated. */
export async function openCliDatabase() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnvOrExit(process.env);
  // Warnings and errors only: the CLI prints its own progress and summary.
  const logger = pino({ level: env.LOG_LEVEL === 'silent' ? 'silent' : 'warn' });
  let database: Awaited<ReturnType<typeof openDatabaseFromEnv>>;
  try {
    database = await openDatabaseFromEnv(env, logger);
  } catch (err) {
    // A server (or another CLI) has the PGlite data dir open: say so and stop, touching nothing.
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  await database.migrate();
  return { env, logger, database };
}

/**
 * A failure said in one line: the database's own message, never the statement and its
 * parameters, which the query builder's error carries (for an import, every title of a batch).
 */
export function failureLine(err: unknown): string {
  const cause = err instanceof Error ? err.cause : undefined;
  const message = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
  const first = message.split('\n')[0] ?? '';
  return first.length > 300 ? `${first.slice(0, 300)}…` : first;
}

/**
 * After a command that rewrote many rows (an import, a refresh), on PGlite: vacuums every table
 * before the database closes. PGlite has no autovacuum and forgets what changed when it closes,
 * so the server's rounds could not tell these tables are due. A failure is reported, not fatal:
 * what the command wrote is kept.
 */
export async function vacuumBeforeClose(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  const started = performance.now();
  try {
    const done = await vacuumDueTables(database.db, { sweepUpTo: Number.MAX_SAFE_INTEGER });
    console.log(`Vacuumed ${done.length} tables in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (err) {
    console.error(`Vacuuming failed: ${(err as Error).message}`);
  }
}
