import type { TmdbCatalog } from '@reelatlas/adapters/tmdb';
import { type Database, openDatabase } from '@reelatlas/db';
import {
  createTestDatabase,
  type FakeTmdb,
  startFakeTmdb,
  type TestDatabase,
  type TmdbFault,
} from '@reelatlas/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from './test-server.ts';
import { testTmdbCatalog } from './tmdb-test-catalog.ts';

// TMDb's provider, region and top-rated lists behind the database cache.

const HOUR = 3_600_000;
const _DAY = 24 * HOUR;
let fake: FakeTmdb;
let testDb: TestDatabase;
let database: Database;
const upstreamErrors: unknown[] = [];
let clock = testClock();

/** A fresh catalog over the shared database: nothing in memory, only what the database cached. */
function newCatalog(): TmdbCatalog {
  return testTmdbCatalog({ fake, database, clock, onUpstreamError: (err) => upstreamErrors.push(err) });
}

const providerListHits = () => fake.hits('/3/watch/providers/movie') + fake.hits('/3/watch/providers/tv');
const offersOf = (title: Awaited<ReturnType<TmdbCatalog['getTitle']>>, country: string) =>
  (title?.availability ?? [])
    .filter((a) => a.country === country)
    .map((a) => `${a.provider} ${a.offerType} ${a.rank ?? '-'}`)
    .sort();

beforeAll(async () => {
  fake = await startFakeTmdb();
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.options);
  await database.migrate();
});
beforeEach(async () => {
  fake.reset();
  upstreamErrors.length = 0;
  // Each test starts with an empty cache and its own clock.
  clock = testClock();
  await database.db.execute(sql`DELETE FROM catalog_references`);
  await database.db.execute(sql`DELETE FROM catalog_queries`);
  await database.db.execute(sql`DELETE FROM availability`);
  await database.db.execute(sql`DELETE FROM titles`);
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  await fake?.close();
});

describe('provider lists', () => {
  it('fold duplicate ids of one brand into one platform, ranked by TMDb display priority', async () => {
    const matrix = await newCatalog().getTitle({ type: 'movie', id: 603 });
    // Prime Video 9 and 119 and "Amazon Prime Video with Ads" (2100) are one brand, rank 1 (id 9's).
    expect(offersOf(matrix, 'DE')).toEqual([
      'Amazon Prime Video ads 1',
      'Amazon Prime Video subscription 1',
      'Pluto TV ads 20',
    ]);
    expect(offersOf(matrix, 'US')).toEqual(['Apple TV buy 3', 'Apple TV rent 3', 'Netflix subscription 5']);
    // A TV-only id (Netflix's ad tier, 1796) folds into Netflix from the TV list.
    const show = await newCatalog().getTitle({ type: 'tv', id: 1396 });
    expect(offersOf(show, 'GB')).toEqual(['Netflix subscription 5']);
    expect(offersOf(show, 'BR')).toEqual(['Max subscription 4']);
  });

  it('are fetched once and then read from the database cache, for 7 days', async () => {
    await newCatalog().getTitle({ type: 'movie', id: 603 });
    expect(providerListHits()).toBe(2);
    // Another catalog (another instance, a restart): the database has the lists.
    await newCatalog().getTitle({ type: 'tv', id: 1396 });
    expect(providerListHits()).toBe(2);
    clock.set('2026-11-29T12:00:00Z');
    await newCatalog().getTitle({ type: 'movie', id: 604 });
    expect(providerListHits()).toBe(4);
  });

  it('share one fetch between concurrent title fetches', async () => {
    fake.fail({ kind: 'slow', delayMs: 100 }, { path: '/3/watch/providers' });
    const catalog = newCatalog();
    await Promise.all([
      catalog.getTitle({ type: 'movie', id: 603 }),
      catalog.getTitle({ type: 'tv', id: 1396 }),
    ]);
    expect(providerListHits()).toBe(2);
  });

  it.each([
    ['a refused key (401)', { kind: 'status', status: 401 }],
    ['rate limiting that does not end (429)', { kind: 'status', status: 429, retryAfter: '0' }],
    ['TMDb failing (500)', { kind: 'status', status: 500 }],
    ['a slow answer', { kind: 'slow', delayMs: 1000 }],
    ['broken JSON', { kind: 'malformed' }],
  ] as [string, TmdbFault][])(
    'never cached and failing on %s: the title still answers, names as listed, unranked',
    async (_name, fault) => {
      fake.fail(fault, { path: '/3/watch/providers' });
      const catalog = newCatalog();
      const matrix = await catalog.getTitle({ type: 'movie', id: 603 });
      // Same-name ids still fold (by name); the ad tier keeps its own name without the list.
      expect(offersOf(matrix, 'DE')).toEqual([
        'Amazon Prime Video subscription -',
        'Amazon Prime Video with Ads ads -',
        'Pluto TV ads -',
      ]);
      expect(upstreamErrors.length).toBeGreaterThan(0);
      // Not asked again at once for the next title: one failure does not cost every title a call.
      const before = providerListHits();
      await catalog.getTitle({ type: 'tv', id: 1396 });
      expect(providerListHits()).toBe(before);
    },
  );

  it('asks again a few minutes after a failure, and then ranks', async () => {
    fake.fail({ kind: 'status', status: 500 }, { path: '/3/watch/providers' });
    const catalog = newCatalog();
    await catalog.getTitle({ type: 'movie', id: 603 });
    fake.reset();
    clock.set('2026-11-22T13:00:00Z');
    const matrix = await catalog.getTitle({ type: 'movie', id: 603 });
    expect(providerListHits()).toBe(2);
    expect(offersOf(matrix, 'JP')).toEqual(['Pluto TV free 20']);
  });

  it('are served stale when TMDb fails after they expired', async () => {
    await newCatalog().getTitle({ type: 'movie', id: 603 });
    clock.set('2026-12-15T12:00:00Z');
    fake.fail({ kind: 'status', status: 503 }, { path: '/3/watch/providers' });
    const matrix = await newCatalog().getTitle({ type: 'movie', id: 603 });
    expect(providerListHits()).toBeGreaterThan(2);
    expect(offersOf(matrix, 'SE')).toEqual(['Netflix subscription 5']);
  });
});

describe('regions', () => {
  it("answer TMDb's watch regions by English name (native name when it has none)", async () => {
    const regions = await newCatalog().regions();
    expect(regions).toEqual([
      { code: 'BR', name: 'Brazil' },
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
      { code: 'IS', name: 'Ísland' },
      { code: 'JP', name: 'Japan' },
      { code: 'SE', name: 'Sweden' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States of America' },
    ]);
    expect(fake.requests.map((r) => r.path)).toEqual(['/3/watch/providers/regions']);
  });

  it('are cached in the database: another catalog does not call TMDb', async () => {
    await newCatalog().regions();
    expect((await newCatalog().regions()).length).toBe(8);
    expect(fake.hits('/3/watch/providers/regions')).toBe(1);
  });

  it('are served stale when TMDb fails after they expired', async () => {
    const first = await newCatalog().regions();
    clock.set('2027-01-01T00:00:00Z');
    fake.fail({ kind: 'drop' });
    expect(await newCatalog().regions()).toEqual(first);
    expect(upstreamErrors).toHaveLength(1);
  });

  it('fall back to the countries of the cached titles when never fetched and TMDb fails', async () => {
    await newCatalog().getTitle({ type: 'tv', id: 1396 });
    fake.fail({ kind: 'status', status: 401 });
    expect(await newCatalog().regions()).toEqual([
      { code: 'BR', name: 'Brazil' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ]);
  });
});

describe('top rated', () => {
  it('is cached: a second catalog reads the merged list from the database', async () => {
    const top = await newCatalog().topRated(8);
    expect(await newCatalog().topRated(8)).toEqual(top);
    expect(fake.hits('/3/movie/top_rated') + fake.hits('/3/tv/top_rated')).toBe(2);
  });

  it('is served stale when only the TV list fails, never half', async () => {
    const top = await newCatalog().topRated(8);
    clock.set('2026-11-23T12:00:00Z');
    fake.fail({ kind: 'status', status: 500 }, { path: '/3/tv/top_rated' });
    expect(await newCatalog().topRated(8)).toEqual(top);
  });

  it('falls back to the stored titles when never fetched and TMDb fails', async () => {
    await newCatalog().getTitle({ type: 'movie', id: 603 });
    fake.fail({ kind: 'status', status: 429, retryAfter: '0' });
    expect(await newCatalog().topRated(8)).toEqual([expect.objectContaining({ type: 'movie', id: 603 })]);
  });
});
