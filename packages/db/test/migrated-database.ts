import { createTestDatabase } from '@reelatlas/testing/test-database';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../src/database.ts';

/**
 * A fresh, migrated test database for one test file (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), dropped after it. Read `.current` inside tests: it is set in beforeAll.
 * `another()` is a second connection pool on the same database, as a second server instance
 * has: on PostgreSQL a pool of its own; on PGlite (one session, never opened by two
 * processes) the same database.
 */
export function useMigratedDatabase(): { readonly current: Database; another(): Promise<Database> } {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let database: Database | undefined;
  const others: Database[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.options);
    await database.migrate();
  });
  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()));
    await database?.close();
    await testDb?.drop();
  });
  return {
    get current() {
      if (!database) throw new Error('the test database is opened in beforeAll');
      return database;
    },
    async another() {
      if (!testDb || !database) throw new Error('the test database is opened in beforeAll');
      if (!('url' in testDb.options)) return database;
      const other = await openDatabase(testDb.options);
      others.push(other);
      return other;
    },
  };
}
