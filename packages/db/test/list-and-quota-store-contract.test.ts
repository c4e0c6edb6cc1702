// The database's ListStore and SearchQuotaStore held to the shared contracts (packages/testing's
// port-contracts): on PGlite in the unit project, on PostgreSQL in the integration project. The
// stores' own tests (list-store, search-quota-*) add their races and edge cases.
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describeListStore, describeSearchQuotaStore } from '@reelatlas/testing/port-contracts';
import { users } from '../src/auth-schema.ts';
import { createListStore } from '../src/list-store.ts';
import { createSearchQuotaStore } from '../src/search-quota-store.ts';

const testDatabase = useMigratedDatabase();
let seq = 0;

describeListStore('the database (list-store.ts)', async () => {
  const { db } = testDatabase.current;
  return {
    store: createListStore(db),
    async newUser() {
      const id = `list-contract-${++seq}`;
      await db.insert(users).values({ id, name: id, email: `${id}@example.test`, username: id });
      return id;
    },
  };
});

describeSearchQuotaStore('the database (search-quota-store.ts)', async () =>
  createSearchQuotaStore(testDatabase.current.db),
);
