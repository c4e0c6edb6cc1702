// The ban list store as the admin API relies on it (docs/product-rules.md#bans, docs/testing.md#what-the-suites-check): a ban is added once,
// the list never passes its cap (also when bans are made at once on two connection pools, as two
// admins on two instances would), and an unban says whether there was a ban. On PGlite and on
// PostgreSQL (the integration project).
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/auth-schema.ts';
import { createBanStore } from '../src/ban-store.ts';
import { bannedIps } from '../src/schema.ts';

const testDatabase = useMigratedDatabase();
const ADMIN = 'ban-admin';
const store = () => createBanStore(testDatabase.current.db);

// The ban list is one table for everyone: each test starts from an empty one.
beforeEach(async () => {
  const { db } = testDatabase.current;
  await db.delete(bannedIps);
  await db
    .insert(users)
    .values({ id: ADMIN, name: 'Admin', email: 'admin@example.test', username: ADMIN })
    .onConflictDoNothing();
});

describe('ban store', () => {
  it('adds a ban once: a second ban of the same address is "exists"', async () => {
    expect(await store().add('203.0.113.7', ADMIN, 10)).toBe('added');
    expect(await store().add('203.0.113.7', null, 10)).toBe('exists');
    expect(await store().list()).toEqual(['203.0.113.7']);
  });

  it('lists the newest ban first', async () => {
    for (const ip of ['203.0.113.1', '2001:db8::/48', '198.51.100.0/24']) await store().add(ip, ADMIN, 10);
    expect(await store().list()).toEqual(['198.51.100.0/24', '2001:db8::/48', '203.0.113.1']);
  });

  it('refuses a ban past the cap (full), with nothing added; allows it up to the cap', async () => {
    expect(await store().add('203.0.113.1', ADMIN, 2)).toBe('added');
    expect(await store().add('203.0.113.2', ADMIN, 2)).toBe('added');
    expect(await store().add('203.0.113.3', ADMIN, 2)).toBe('full');
    expect((await store().list()).sort()).toEqual(['203.0.113.1', '203.0.113.2']);
  });

  it('an address already banned on a full list is "exists", not "full"', async () => {
    await store().add('203.0.113.1', ADMIN, 1);
    expect(await store().add('203.0.113.1', ADMIN, 1)).toBe('exists');
  });

  it('an unban removes that ban only, and says whether there was one', async () => {
    await store().add('203.0.113.1', ADMIN, 10);
    await store().add('203.0.113.2', ADMIN, 10);
    expect(await store().remove('203.0.113.1')).toBe(true);
    expect(await store().remove('203.0.113.1')).toBe(false);
    expect(await store().list()).toEqual(['203.0.113.2']);
  });

  it('bans made at once on two connection pools never pass the cap', async () => {
    const stores = [store(), createBanStore((await testDatabase.another()).db)];
    const cap = 4;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2]?.add(`203.0.113.${i + 1}`, ADMIN, cap)),
    );
    expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(cap);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(20 - cap);
    expect(await store().list()).toHaveLength(cap);
  });
});
