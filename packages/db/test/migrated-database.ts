import { createTestDatabase } from '@reelatlas/testing';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../src/database.ts';

/**
 * A fresh, migrated test database for one test file (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), dropped after it. Read `.current` inside tests: it is set in beforeAll.
 */
export function useMigratedDatabase(): { readonly current: Database } {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
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
