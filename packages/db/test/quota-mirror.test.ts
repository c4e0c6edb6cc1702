// Today's counters answered from memory where this process is the only writer (PGlite; issue
// 17): the quota read every page load makes costs no database query, and stays exact.
import type { ConsumeSearchInput, DailyCounter } from '@reelatlas/core';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createQuotaMirror } from '../src/quota-mirror.ts';
import { createSearchQuotaStore } from '../src/search-quota-store.ts';

const testDatabase = useMigratedDatabase();
const DAY = '2026-11-22';
let seq = 0;

function viewer(limit = 3, day = DAY) {
  const n = ++seq;
  const keys: DailyCounter[] = [
    { key: `ip:203.0.113.${n}`, limit },
    { key: `device:m${n}`, limit },
  ];
  const open = (titleKey: string): ConsumeSearchInput => ({
    day,
    counters: keys,
    limit,
    viewerKey: `device:m${n}`,
    titleKey,
  });
  return { keys, open, limit, device: `device:m${n}` };
}

/** Changes a counter behind the store's back: only a store that reads the database sees it. */
async function setCountBehindItsBack(subject: string, count: number, day = DAY) {
  await testDatabase.current.db.execute(
    sql`INSERT INTO search_counters (day, subject, count) VALUES (${day}, ${subject}, ${count})
        ON CONFLICT (day, subject) DO UPDATE SET count = ${count}`,
  );
}

describe('search quota store: today’s counters from memory (sole writer)', () => {
  it('answers a second read without the database, and counts each search in it', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db, undefined, { soleWriter: true });
    const { keys, open, limit, device } = viewer();
    expect(await store.used(DAY, keys, limit)).toBe(0);
    await setCountBehindItsBack(device, 2);
    // The first read was remembered: the second asks no database, so it cannot see the change.
    expect(await store.used(DAY, keys, limit)).toBe(0);
    // A search reads the locked rows and remembers what it wrote.
    expect(await store.consume(open('movie:1'))).toMatchObject({ allowed: true, used: 3 });
    expect(await store.used(DAY, keys, limit)).toBe(3);
    expect(await store.consume(open('movie:2'))).toMatchObject({ allowed: false, used: 3 });
  });

  it('reads the database every time without it (PostgreSQL: other instances count too)', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db);
    const { keys, limit, device } = viewer();
    expect(await store.used(DAY, keys, limit)).toBe(0);
    await setCountBehindItsBack(device, 2);
    expect(await store.used(DAY, keys, limit)).toBe(2);
  });

  it('stays exact while reads and searches run at once', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db, undefined, { soleWriter: true });
    const { keys, open, limit } = viewer(5);
    const reads: Promise<number>[] = [];
    const searches = Array.from({ length: 12 }, (_, i) => {
      reads.push(store.used(DAY, keys, limit));
      return store.consume(open(`movie:${100 + i}`));
    });
    const results = await Promise.all(searches);
    expect(results.filter((r) => r.allowed)).toHaveLength(limit);
    for (const used of await Promise.all(reads)) expect(used).toBeLessThanOrEqual(limit);
    expect(await store.used(DAY, keys, limit)).toBe(limit);
  });

  it('is shared by every store on one database (two instances in one process see each other)', async () => {
    const db = testDatabase.current.db;
    const a = createSearchQuotaStore(db, undefined, { soleWriter: true });
    const b = createSearchQuotaStore(db, undefined, { soleWriter: true });
    const { keys, open, limit } = viewer();
    expect(await b.used(DAY, keys, limit)).toBe(0);
    await a.consume(open('tv:1'));
    expect(await b.used(DAY, keys, limit)).toBe(1);
  });

  it('starts the next day at zero', async () => {
    const store = createSearchQuotaStore(testDatabase.current.db, undefined, { soleWriter: true });
    const { keys, open, limit } = viewer();
    await store.consume(open('movie:7'));
    expect(await store.used(DAY, keys, limit)).toBe(1);
    expect(await store.used('2026-11-23', keys, limit)).toBe(0);
  });
});

describe('quota mirror', () => {
  it('merges by maximum: a read that started before a search cannot bring back the older count', () => {
    const mirror = createQuotaMirror();
    mirror.remember(DAY, new Map([['k', 2]]));
    mirror.remember(DAY, new Map([['k', 1]]));
    expect(mirror.read(DAY, ['k'])?.get('k')).toBe(2);
    // Any key it does not know sends the read to the database.
    expect(mirror.read(DAY, ['k', 'other'])).toBeNull();
  });

  it('forgets yesterday, never answers for an older day, and stays within its bound', () => {
    const mirror = createQuotaMirror(10);
    mirror.remember('2026-11-22', new Map([['k', 1]]));
    mirror.remember('2026-11-23', new Map([['k', 0]]));
    expect(mirror.read('2026-11-23', ['k'])?.get('k')).toBe(0);
    expect(mirror.read('2026-11-22', ['k'])).toBeNull();
    for (let i = 0; i < 50; i++) mirror.remember('2026-11-23', new Map([[`key${i}`, i]]));
    // The oldest went first; the newest are kept.
    expect(mirror.read('2026-11-23', ['key0'])).toBeNull();
    expect(mirror.read('2026-11-23', ['key49'])?.get('key49')).toBe(49);
  });
});
