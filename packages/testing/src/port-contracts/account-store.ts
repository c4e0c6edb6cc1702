import type { AccountStore } from '@reelatlas/core';
import { describe, expect, it } from 'vitest';

/** A user as the suite needs one: how it signs in and what it has proven. */
export interface ContractUser {
  email: string;
  username: string;
  emailVerifiedAt?: Date | null;
  /** The stored password hash; null: the account signs in with Google only. */
  passwordHash: string | null;
}

/** An `AccountStore` and a way to put a user into whatever it stores them in. */
export interface AccountStoreSubject {
  store: AccountStore;
  addUser(user: ContractUser): Promise<string>;
}

let seq = 0;
const someone = (overrides: Partial<ContractUser> = {}): ContractUser => {
  seq += 1;
  return {
    email: `member${seq}@example.test`,
    username: `member${seq}`,
    passwordHash: `hash-${seq}`,
    ...overrides,
  };
};

/**
 * The behaviour every `AccountStore` shares, for the account use cases (update-profile,
 * delete-account, export-account-data, grant-admin-if-listed). `make` is called once per test.
 */
export function describeAccountStore(name: string, make: () => Promise<AccountStoreSubject>): void {
  describe(`AccountStore contract: ${name}`, () => {
    it('takes a free username, refuses one another user has in any case, lets its owner recase it', async () => {
      const { store, addUser } = await make();
      const taken = someone();
      await addUser(taken);
      const id = await addUser(someone());
      expect(await store.setUsername(id, taken.username.toUpperCase())).toBe(false);
      expect(await store.setUsername(id, `Fresh${seq}`)).toBe(true);
      expect(await store.setUsername(id, `FRESH${seq}`)).toBe(true);
      expect((await store.exportUser(id)).user).toMatchObject({ username: `FRESH${seq}` });
    });

    it('changes the country', async () => {
      const { store, addUser } = await make();
      const id = await addUser(someone());
      await store.setCountry(id, 'JP');
      expect((await store.exportUser(id)).user).toMatchObject({ country: 'JP' });
    });

    it('keeps no language for a new account (it reads English), then the language it is given', async () => {
      const { store, addUser } = await make();
      const id = await addUser(someone());
      expect((await store.exportUser(id)).user).toMatchObject({ language: null });
      await store.setLanguage(id, 'ar');
      expect((await store.exportUser(id)).user).toMatchObject({ language: 'ar' });
    });

    it('answers the password hash, and null for an account without a password', async () => {
      const { store, addUser } = await make();
      const withPassword = someone();
      expect(await store.passwordHash(await addUser(withPassword))).toBe(withPassword.passwordHash);
      expect(await store.passwordHash(await addUser(someone({ passwordHash: null })))).toBeNull();
    });

    it('states the facts the admin rule reads, and notes a reset through the e-mailed link', async () => {
      const { store, addUser } = await make();
      const verifiedAt = new Date('2026-11-20T10:00:00Z');
      const user = someone({ email: `Mixed.Case${seq}@Example.test`, emailVerifiedAt: verifiedAt });
      const id = await addUser(user);
      expect(await store.adminFacts(id)).toEqual({
        email: user.email,
        emailVerified: true,
        emailVerifiedAt: verifiedAt,
        isAdmin: false,
        passwordResetAt: null,
        hasPassword: true,
      });
      const resetAt = new Date('2026-11-21T08:30:00Z');
      await store.recordPasswordReset(id, resetAt);
      expect(await store.adminFacts(id)).toMatchObject({ passwordResetAt: resetAt });
      const googleOnly = await addUser(someone({ passwordHash: null }));
      expect(await store.adminFacts(googleOnly)).toMatchObject({ emailVerified: false, hasPassword: false });
      expect(await store.adminFacts('no-such-user')).toBeNull();
    });

    it('grants the admin flag, once and for good', async () => {
      const { store, addUser } = await make();
      const id = await addUser(someone());
      await store.grantAdmin(id);
      await store.grantAdmin(id);
      expect(await store.adminFacts(id)).toMatchObject({ isAdmin: true });
    });

    it('exports every part of the user’s data, never the password hash', async () => {
      const { store, addUser } = await make();
      const user = someone();
      const id = await addUser(user);
      const data = await store.exportUser(id);
      expect(Object.keys(data).sort()).toEqual(
        ['alerts', 'lists', 'searchCounts', 'services', 'sessions', 'signInMethods', 'user'].sort(),
      );
      expect(data.user).toMatchObject({ id, email: user.email, username: user.username });
      expect(JSON.stringify(data)).not.toContain(String(user.passwordHash));
    });

    it('deletes the user and what signs it in; its username is free again', async () => {
      const { store, addUser } = await make();
      const user = someone();
      const id = await addUser(user);
      await store.deleteUser(id);
      expect(await store.adminFacts(id)).toBeNull();
      expect(await store.passwordHash(id)).toBeNull();
      const other = await addUser(someone());
      expect(await store.setUsername(other, user.username)).toBe(true);
    });
  });
}
