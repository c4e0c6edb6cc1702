import { resolve } from 'node:path';
import { type Database, type DatabaseOptions, lockDataDir, openDatabase } from '@reelatlas/db';
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

/**
 * The database env describes, opened. PGlite's data dir is locked first (db/src/data-dir-lock.ts):
 * a second server or CLI on the same DATA_DIR fails here, before PGlite touches a file, with
 * DataDirInUseError. Closing the database releases the lock.
 */
export async function openDatabaseFromEnv(env: Env, logger: Logger): Promise<Database> {
  const options = databaseOptionsFromEnv(env, logger);
  if (!('dataDir' in options)) return openDatabase(options);
  const lock = lockDataDir(env.DATA_DIR);
  let database: Database;
  try {
    database = await openDatabase(options);
  } catch (err) {
    lock.release();
    throw err;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    },
  };
}
