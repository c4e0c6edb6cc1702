import { existsSync } from 'node:fs';
import { openDatabase } from '@reelatlas/db';
import pino from 'pino';
import { databaseOptionsFromEnv } from '../boot/database-options.ts';
import { parseEnvOrExit } from '../env.ts';

/** The server's configuration (and .env, as `npm start` reads it) and its database, migrated. */
export async function openCliDatabase() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnvOrExit(process.env);
  // Warnings and errors only: the CLI prints its own progress and summary.
  const logger = pino({ level: env.LOG_LEVEL === 'silent' ? 'silent' : 'warn' });
  const database = await openDatabase(databaseOptionsFromEnv(env, logger));
  await database.migrate();
  return { env, logger, database };
}
