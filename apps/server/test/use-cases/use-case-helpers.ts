import { AppError } from '@reelatlas/core';
import { type Database, openDatabase } from '@reelatlas/db';
import { createTestDatabase, type TestDatabase } from '@reelatlas/testing/test-database';
import { afterAll, beforeAll } from 'vitest';

/**
 * A migrated test database for one test file (PGlite; PostgreSQL with TEST_DATABASE_URL; in
 * mutation runs the worker's one database, emptied), dropped after it. Read `.current` inside
 * tests: it is opened in beforeAll.
 */
export function useTestDatabase(): { readonly current: Database } {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.options);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });
  return {
    get current() {
      if (!database) throw new Error('the test database is opened in beforeAll');
      return database;
    },
  };
}

/** What a caller learns from a refused use case: the error's code, text and per-field texts. */
export interface Refusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The refusal `promise` ends in; fails the test when it succeeds or fails with another error. */
export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message, fields: error.fields };
  }
  throw new Error('expected a refusal, the call succeeded');
}
