import {
  createRateLimiter,
  createSpareBudgetLimiter,
  createTmdbCatalog,
  createTmdbClient,
  refreshStaleTitles,
  type TmdbCatalog,
} from '@reelatlas/adapters/tmdb';
import { AppError } from '@reelatlas/core';
import {
  createCallBudgetStore,
  createCatalogCacheStore,
  createDbCatalog,
  type Database,
  openDatabase,
  upsertCatalogTitles,
} from '@reelatlas/db';
import {
  createTestDatabase,
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  fakeTmdbTitles,
  startFakeTmdb,
  type TestDatabase,
} from '@reelatlas/testing';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCatalogRefresh } from '../src/boot/catalog-refresh.ts';
import { testClock } from './test-server.ts';
import { testTmdbCatalog } from './tmdb-test-catalog.ts';

const HOUR = 3_600_000;
let fake: FakeTmdb;
let testDb: TestDatabase;
let database: Database;
const clock = testClock('2026-11-21T12:00:00Z');
const upstreamErrors: unknown[] = [];
let catalog: TmdbCatalog;
let titles: typeof fakeTmdbTitles;

beforeAll(async () => {
  titles = structuredClone(fakeTmdbTitles);
  fake = await startFakeTmdb(titles);
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.options);
  await database.migrate();
  catalog = testTmdbCatalog({ fake, database, clock, onUpstreamError: (err) => upstreamErrors.push(err) });
});
beforeEach(() => {
  fake.reset();
  upstreamErrors.length = 0;
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  await fake?.close();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

describe('TMDb catalog', () => {
  it('makes one upstream call for many concurrent misses of one title (single-flight)', async () => {
    fake.fail({ kind: 'slow', delayMs: 150 }, { path: '/3/movie/603' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => catalog.getTitle({ type: 'movie', id: 603 })),
    );
    expect(fake.hits('/3/movie/603')).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a?.availability))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      title: 'The Matrix',
      year: 1999,
      trailerUrl: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
      thumbnail: 'https://image.tmdb.org/t/p/w342/matrix.jpg',
    });
  });

  it('serves a fresh title from the database without calling TMDb', async () => {
    const title = await catalog.getTitle({ type: 'movie', id: 603 });
    expect(title?.availability.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('refetches after the TTL and stores the new availability', async () => {
    clock.set('2026-11-22T13:00:00Z');
    const matrix = titles.find((t) => t.mediaType === 'movie' && t.item.id === 603);
    if (!matrix) throw new Error('fixture missing');
    delete matrix.providers.JP;
    const title = await catalog.getTitle({ type: 'movie', id: 603 });
    expect(fake.hits('/3/movie/603')).toBe(1);
    expect(fake.requests[0]?.params.get('append_to_response')).toBe(
      'videos,watch/providers,external_ids,translations,alternative_titles',
    );
    expect(title?.availability.map((a) => a.country)).not.toContain('JP');
    const stored = await createCatalogCacheStore(database.db).getTitle({ type: 'movie', id: 603 });
    expect(stored?.availability.map((a) => a.country)).not.toContain('JP');
    expect(stored?.fetchedAt.toISOString()).toBe('2026-11-22T13:00:00.000Z');
  });

  it('serves the stale title when TMDb fails, and says so to the log hook', async () => {
    clock.set('2026-11-24T13:00:00Z');
    fake.fail({ kind: 'drop' });
    const title = await catalog.getTitle({ type: 'movie', id: 603 });
    expect(title?.title).toBe('The Matrix');
    expect(upstreamErrors).toHaveLength(1);
  });

  it.each([
    ['a refused key (401)', { kind: 'status', status: 401 } as const],
    ['rate limiting that does not end (429)', { kind: 'status', status: 429, retryAfter: '0' } as const],
    ['a slow answer', { kind: 'slow', delayMs: 1000 } as const],
    ['a dropped connection', { kind: 'drop' } as const],
    ['broken JSON', { kind: 'malformed' } as const],
    ['TMDb being down (503)', { kind: 'status', status: 503 } as const],
  ])('answers service_unavailable for an uncached title on %s', async (_name, fault) => {
    fake.fail(fault);
    const err = await failureOf(catalog.getTitle({ type: 'tv', id: 1396 }));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('service_unavailable');
  });

  it('retries a 429 after Retry-After and then answers', async () => {
    fake.fail({ kind: 'status', status: 429, retryAfter: '0' }, { times: 1 });
    const show = await catalog.getTitle({ type: 'tv', id: 1396 });
    expect(show).toMatchObject({ type: 'tv', title: 'Breaking Bad', year: 2008, seasons: 5 });
    expect(fake.hits('/3/tv/1396')).toBe(2);
  });

  it('answers null for a title TMDb does not know (404), and forgets a cached one', async () => {
    expect(await catalog.getTitle({ type: 'movie', id: 999_999 })).toBeNull();
    const store = createCatalogCacheStore(database.db);
    await upsertCatalogTitles(
      database.db,
      [
        {
          type: 'movie',
          id: 777_777,
          title: 'Withdrawn',
          year: 2000,
          rating: null,
          votes: 0,
          popularity: 0,
          description: '',
          thumbnail: null,
          trailerUrl: null,
          seasons: null,
          availability: [],
        },
      ],
      new Date('2020-01-01T00:00:00Z'),
    );
    expect(await catalog.getTitle({ type: 'movie', id: 777_777 })).toBeNull();
    expect(await store.getTitle({ type: 'movie', id: 777_777 })).toBeNull();
  });

  it('remembers a TMDb 404 for an hour: unknown ids asked again cost no call until then', async () => {
    const ref = { type: 'tv', id: 888_888 } as const;
    const start = clock.now().getTime();
    const at = (minutes: number) => clock.set(new Date(start + minutes * 60_000).toISOString());
    expect(await catalog.getTitle(ref)).toBeNull();
    expect(await catalog.getTitle(ref)).toBeNull();
    expect(fake.hits('/3/tv/888888')).toBe(1);
    at(59);
    expect(await catalog.getTitle(ref)).toBeNull();
    expect(fake.hits('/3/tv/888888')).toBe(1);
    at(61);
    expect(await catalog.getTitle(ref)).toBeNull();
    expect(fake.hits('/3/tv/888888')).toBe(2);
    at(0);
  });

  it('drops people from search results and shares one upstream call between autocomplete and search', async () => {
    // Nothing stored matches "reloaded": autocomplete asks TMDb, and the search reuses its answer.
    const results = await catalog.autocomplete('reloaded', 10);
    expect(results.map((r) => `${r.type}:${r.id}`)).toEqual(['movie:604']);
    expect(await catalog.search({ title: 'reloaded', year: null })).toEqual({ type: 'movie', id: 604 });
    expect(fake.hits('/3/search/multi')).toBe(1);
    // TMDb's answer for "keanu" is Keanu Reeves alone: people are dropped.
    expect(await catalog.autocomplete('keanu', 10)).toEqual([]);
    expect(await catalog.search({ title: 'The Matrix Reloaded', year: 2003 })).toEqual({
      type: 'movie',
      id: 604,
    });
  });

  it('autocompletes from the stored titles without asking TMDb (docs/catalog.md#title-index)', async () => {
    expect((await catalog.autocomplete('the matr', 10))[0]).toMatchObject({ type: 'movie', id: 603 });
    expect((await catalog.autocomplete('breakin', 10))[0]).toMatchObject({ type: 'tv', id: 1396 });
    expect(fake.hits('/3/search/multi')).toBe(0);
  });

  it('tells TV show 1396 from movie 1396', async () => {
    await catalog.getTitle({ type: 'movie', id: 1396 });
    const results = await catalog.autocomplete('breaking', 10);
    expect(results).toHaveLength(2);
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 }),
        expect.objectContaining({ type: 'movie', id: 1396, title: 'Breaking Point', year: 2009 }),
      ]),
    );
    expect(await catalog.search({ title: 'Breaking Point', year: null })).toEqual({
      type: 'movie',
      id: 1396,
    });
    expect(await catalog.search({ title: 'x', year: null }, { id: 1396, type: 'tv' })).toEqual({
      type: 'tv',
      id: 1396,
    });
  });

  it('answers a search from the stored titles when TMDb fails and the query was never cached', async () => {
    fake.fail({ kind: 'drop' });
    expect(await catalog.search({ title: 'The Matrix', year: 1999 })).toEqual({ type: 'movie', id: 603 });
    expect((await catalog.autocomplete('the matr', 10))[0]).toMatchObject({ id: 603 });
    // Autocomplete never fails because TMDb does: the local answer (none) stands.
    expect(await catalog.autocomplete('zzzz qqqq', 10)).toEqual([]);
  });

  it('lists top-rated movies and TV shows from TMDb, and the cached list when TMDb fails', async () => {
    const top = await catalog.topRated(20);
    expect(top.map((t) => `${t.type}:${t.id}`)).toEqual(['tv:1396', 'movie:603', 'movie:604']);
    clock.set('2026-12-30T00:00:00Z');
    fake.fail({ kind: 'status', status: 500 });
    expect(await catalog.topRated(20)).toEqual(top);
  });
});

describe('catalog refresh', () => {
  it('re-fetches stale titles, oldest first, and runs on one refresher at a time', async () => {
    clock.set('2027-01-10T00:00:00Z');
    const live = { catalog, store: createCatalogCacheStore(database.db), titleTtlMs: 24 * HOUR };
    fake.fail({ kind: 'slow', delayMs: 50 });
    const logger = pino({ level: 'silent' });
    const [first, second] = await Promise.all([
      runCatalogRefresh({ database, live, clock, logger, batch: 100 }),
      runCatalogRefresh({ database, live, clock, logger, batch: 100 }),
    ]);
    const ran = [first, second].filter(Boolean);
    expect(ran).toHaveLength(1);
    // The Matrix, Breaking Bad and Breaking Point (fetched above).
    expect(ran[0]).toMatchObject({ checked: 3, updated: 3, failed: 0 });
    expect(fake.hits('/3/movie/603') + fake.hits('/3/tv/1396') + fake.hits('/3/movie/1396')).toBe(3);

    const again = await refreshStaleTitles({ ...live, clock, limit: 100 });
    expect(again.checked).toBe(0);
  });
});

describe('autocomplete with the spare TMDb budget only', () => {
  const budgeted = (max: number, at: Date) =>
    createTmdbCatalog({
      client: createTmdbClient({
        token: FAKE_TMDB_BEARER,
        baseUrl: fake.url,
        timeoutMs: 600,
        maxRetries: 0,
        limiter: createRateLimiter({ perSecond: 100 }),
      }),
      autocompleteClient: createTmdbClient({
        token: FAKE_TMDB_BEARER,
        baseUrl: fake.url,
        timeoutMs: 600,
        maxRetries: 0,
        limiter: createSpareBudgetLimiter({ store: createCallBudgetStore(database.db), max, now: () => at }),
      }),
      store: createCatalogCacheStore(database.db),
      stored: createDbCatalog(database.db, 'tmdb'),
      clock,
      titleTtlMs: 24 * HOUR,
      queryTtlMs: HOUR,
    });

  it('asks TMDb while the second has spare calls, and answers what it has, at once, when not', async () => {
    // Two titles only TMDb knows.
    const [first] = titles;
    if (!first) throw new Error('the fake TMDb has titles');
    for (const [id, name] of [
      [424_201, 'Quorvath'],
      [424_202, 'Quorvath Returns'],
    ] as const)
      titles.push({ ...structuredClone(first), item: { ...structuredClone(first.item), id, title: name } });
    const at = new Date('2026-11-21T12:00:05.000Z');
    const live = budgeted(1, at);
    expect((await live.autocomplete('quorvath', 10)).map((t) => t.title)).toEqual([
      'Quorvath',
      'Quorvath Returns',
    ]);
    const started = Date.now();
    expect(await live.autocomplete('quorvath ret', 10)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(500);
    expect(fake.hits('/3/search/multi')).toBe(1);
    // A budget of 0 (TMDB_RATE_LIMIT 1) never asks.
    expect(await budgeted(0, new Date('2026-11-21T12:00:09.000Z')).autocomplete('quorvath re', 10)).toEqual(
      [],
    );
    expect(fake.hits('/3/search/multi')).toBe(1);
  });
});
