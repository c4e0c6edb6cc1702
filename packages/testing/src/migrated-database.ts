import { type Database, openDatabase } from '@reelatlas/db';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * A migrated test database for one test file (see createTestDatabase: PGlite, PostgreSQL with
 * TEST_DATABASE_URL, or in mutation runs the worker's one database, emptied), dropped after it.
 * Read `.current` inside tests: it is opened in beforeAll. `another()` is a second connection
 * pool on the same database, as a second server instance has: on PostgreSQL a pool of its own;
 * on PGlite (one session, never opened by two processes) the same database.
 *
 * A module of its own, not in the package's index: it registers Vitest hooks, and the index is
 * also loaded outside Vitest (bench, scripts).
 */
export function useMigratedDatabase(): { readonly current: Database; another(): Promise<Database> } {
  let testDb: TestDatabase | undefined;
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
