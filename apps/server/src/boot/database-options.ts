import { resolve } from 'node:path';
import type { DatabaseOptions } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR: the server and the CLIs agree. */
export function databaseOptionsFromEnv(env: Env, logger: Logger): DatabaseOptions {
  return env.DATABASE_URL
    ? {
        url: env.DATABASE_URL,
        onConnectionError: (err) => logger.warn({ err }, 'a database connection was closed; reconnecting'),
      }
    : { dataDir: resolve(env.DATA_DIR, 'pglite') };
}
