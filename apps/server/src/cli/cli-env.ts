import { existsSync } from 'node:fs';
import { DataDirInUseError } from '@reelatlas/db';
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
