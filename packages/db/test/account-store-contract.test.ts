// The database's AccountStore held to the shared contract (packages/testing's
// port-contracts/account-store.ts): on PGlite in the unit project, on PostgreSQL in the
// integration project.
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describeAccountStore } from '@reelatlas/testing/port-contracts';
import { createAccountStore } from '../src/account-store.ts';
import { authAccounts, users } from '../src/auth-schema.ts';

const testDatabase = useMigratedDatabase();
let seq = 0;

describeAccountStore('the database (account-store.ts)', async () => {
  const { db } = testDatabase.current;
  return {
    store: createAccountStore(db),
    async addUser(user) {
      const id = `account-contract-${++seq}`;
      await db.insert(users).values({
        id,
        name: user.username,
        email: user.email,
        username: user.username,
        emailVerified: Boolean(user.emailVerifiedAt),
        emailVerifiedAt: user.emailVerifiedAt ?? null,
      });
      // Better Auth's rows: a password account ('credential'), or Google's.
      await db.insert(authAccounts).values({
        id: `${id}-account`,
        accountId: id,
        userId: id,
        ...(user.passwordHash === null
          ? { providerId: 'google' }
          : { providerId: 'credential', password: user.passwordHash }),
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      return id;
    },
  };
});
