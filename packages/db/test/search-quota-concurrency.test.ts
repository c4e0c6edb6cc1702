// The quota store's `consume` under concurrency (docs/testing.md#what-the-suites-check), on PGlite and on PostgreSQL (the
// integration project): many simultaneous first opens of one title by one viewer count once,
// and simultaneous opens of different titles never go past the limit. Only the store's public
// methods are used, so the test holds whatever the counting's inner workings.
import type { ConsumeSearchInput, DailyCounter } from '@reelatlas/core';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describe, expect, it } from 'vitest';
import { createSearchQuotaStore } from '../src/search-quota-store.ts';

const testDatabase = useMigratedDatabase();
const DAY = '2026-11-21';
let seq = 0;

/** A viewer of their own (IP and device counters, as an anonymous visitor has). */
function viewer(limit = 2) {
  const n = ++seq;
  const keys: DailyCounter[] = [
    { key: `ip:198.51.100.${n}`, limit },
    { key: `device:d${n}`, limit },
  ];
  const open = (titleKey: string): ConsumeSearchInput => ({
    day: DAY,
    counters: keys,
    limit,
    viewerKey: `device:d${n}`,
    titleKey,
  });
  return { keys, open, limit };
}

describe('search quota store: consume under concurrency', () => {
  it('counts 20 simultaneous first opens of one title once (one store, as one instance)', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db);
    const { keys, open, limit } = viewer();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.consume(open('movie:603'))));
    expect(results.every((r) => r.allowed)).toBe(true);
    expect(results.filter((r) => r.allowed && !r.reopened)).toHaveLength(1);
    expect(await store.used(DAY, keys, limit)).toBe(1);
  });

  it('counts them once across two stores on one database (two instances)', async () => {
    const db = testDatabase.current.db;
    const stores = [createSearchQuotaStore(db), createSearchQuotaStore(db)];
    const { keys, open, limit } = viewer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2]?.consume(open('tv:1399'))),
    );
    expect(results.every((r) => r?.allowed)).toBe(true);
    expect(await stores[0]?.used(DAY, keys, limit)).toBe(1);
  });

  it('lets exactly `limit` of 20 simultaneous different titles through', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db);
    const { keys, open, limit } = viewer(2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.consume(open(`movie:${1000 + i}`))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
    expect(await store.used(DAY, keys, limit)).toBe(2);
  });

  it('keys titles by type and id: movie:1399 and tv:1399 both count', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db);
    const { keys, open, limit } = viewer(3);
    expect(await store.consume(open('movie:1399'))).toMatchObject({ allowed: true, reopened: false });
    expect(await store.consume(open('tv:1399'))).toMatchObject({ allowed: true, reopened: false });
    expect(await store.consume(open('tv:1399'))).toMatchObject({ allowed: true, reopened: true });
    expect(await store.used(DAY, keys, limit)).toBe(2);
  });
});
