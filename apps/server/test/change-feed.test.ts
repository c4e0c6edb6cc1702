import type { TitleSummary } from '@reelatlas/contracts';
import { autocompleteFromDb, createChangeFeedStore, queryRows } from '@reelatlas/db';
import {
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  namedTitleFixtures,
  namedTitlesTmdbEnv,
  seedExportsIndex,
  seedHeldChangedTitle,
  startNamedTitlesTmdb,
  TestClient,
} from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runChangeFeed } from '../src/boot/change-feed.ts';
import { runNamesCrawl } from '../src/boot/names-crawl.ts';
import { startTestServer } from './test-server.ts';

// TMDb's change feed: the titles whose data changed are fetched again (names, availability) from
// spare budget, day windows of at most 14 days, resumable from a cursor in the database.
const migrated = useMigratedDatabase();
let fake: FakeTmdb;
// Spirited Away, Parasite, Your Name. (movies) and One Piece (TV).
const fixtures = namedTitleFixtures.filter((f) => [129, 496243, 372058, 37854].includes(f.id));
const feed = (now: string, signal?: AbortSignal) =>
  runChangeFeed({
    database: migrated.current,
    env: namedTitlesTmdbEnv(fake.url),
    clock: { now: () => new Date(now) },
    sleep: async () => {},
    backoffMs: 1,
    signal,
  });
const suggest = async (q: string): Promise<TitleSummary[]> => autocompleteFromDb(migrated.current.db, q, 5);
const changeCalls = () =>
  fake.requests
    .filter((r) => r.path.endsWith('/changes'))
    .map(
      (r) => `${r.path} ${r.params.get('start_date')}..${r.params.get('end_date')} p${r.params.get('page')}`,
    );
const titleCalls = () =>
  fake.requests.filter((r) => /^\/3\/(movie|tv)\/\d+$/.test(r.path)).map((r) => r.path);
const renameAlternative = (id: number, title: string) => {
  const served = fake.data.titles.find((t) => t.item.id === id);
  if (!served?.alternativeTitles) throw new Error(`no title ${id}`);
  (served.alternativeTitles as { titles: unknown[] }).titles.push({ iso_3166_1: 'DE', title, type: '' });
};

beforeAll(async () => {
  fake = await startNamedTitlesTmdb(fixtures);
  // The exports' index, then the names crawl fetched all but Your Name. (still index-only).
  await seedExportsIndex(migrated.current.db, fixtures);
  await runNamesCrawl({
    database: migrated.current,
    env: namedTitlesTmdbEnv(fake.url),
    clock: { now: () => new Date() },
    limit: 3,
    sleep: async () => {},
  });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await fake?.close();
});

describe('the change feed', () => {
  it('a first run reads yesterday only, refetches the changed titles held here, and their new names are found at once', async () => {
    renameAlternative(129, 'Chihiros Zauberreise');
    expect(await suggest('Chihiros Zauber')).toEqual([]);
    fake.data.changes.movie.push(
      { id: 129, day: '2026-11-23' },
      // Known only from the exports: the names crawl takes it; unknown here; adult: left alone.
      { id: 372058, day: '2026-11-23' },
      { id: 777_777, day: '2026-11-23' },
      { id: 129, adult: true, day: '2026-11-23' },
      // Today's: read tomorrow, once the day is complete.
      { id: 496243, day: '2026-11-24' },
    );
    const summary = await feed('2026-11-24T06:00:00Z');
    expect(summary).toMatchObject({
      pages: 2,
      refetched: 1,
      notStored: 2,
      stoppedOnFailure: false,
      cursor: { through: '2026-11-23' },
    });
    expect(changeCalls()).toEqual([
      '/3/movie/changes 2026-11-23..2026-11-23 p1',
      '/3/tv/changes 2026-11-23..2026-11-23 p1',
    ]);
    expect(titleCalls()).toEqual(['/3/movie/129']);
    expect((await suggest('Chihiros Zauber'))[0]).toMatchObject({ id: 129, title: 'Spirited Away' });
    // A second run the same day has nothing left to read.
    fake.reset();
    expect(await feed('2026-11-24T20:00:00Z')).toMatchObject({ pages: 0, refetched: 0 });
    expect(fake.requests).toHaveLength(0);
  });

  it('walks every page, and after a long pause asks for at most 14 days at a time', async () => {
    // 150 changed movie ids on one day (two pages), Parasite among them on the second page.
    for (let i = 0; i < 149; i++) fake.data.changes.movie.push({ id: 800_000 + i, day: '2026-11-30' });
    fake.data.changes.movie.push({ id: 496243, day: '2026-11-30' });
    fake.data.changes.tv.push({ id: 37854, day: '2026-12-20' });
    const summary = await feed('2026-12-24T06:00:00Z');
    expect(summary).toMatchObject({
      refetched: 3,
      stoppedOnFailure: false,
      cursor: { through: '2026-12-23' },
    });
    expect(changeCalls()).toEqual([
      '/3/movie/changes 2026-11-24..2026-12-07 p1',
      '/3/movie/changes 2026-11-24..2026-12-07 p2',
      '/3/tv/changes 2026-11-24..2026-12-07 p1',
      '/3/movie/changes 2026-12-08..2026-12-21 p1',
      '/3/tv/changes 2026-12-08..2026-12-21 p1',
      '/3/movie/changes 2026-12-22..2026-12-23 p1',
      '/3/tv/changes 2026-12-22..2026-12-23 p1',
    ]);
    // Parasite twice: its change of 2026-11-24 (left for this run by the first), and page 2's.
    expect(titleCalls()).toEqual(['/3/movie/496243', '/3/movie/496243', '/3/tv/37854']);
  });

  it('survives 429, 5xx and timeouts without losing its place; a page TMDb keeps failing stops the run there, and the next goes on', async () => {
    fake.data.changes.movie.push({ id: 129, day: '2026-12-24' }, { id: 496243, day: '2026-12-24' });
    fake.fail({ kind: 'status', status: 429, retryAfter: '0' }, { path: '/3/movie/changes', times: 1 });
    fake.fail({ kind: 'status', status: 502 }, { path: '/3/movie/129', times: 1 });
    fake.fail({ kind: 'slow', delayMs: 1_000 }, { path: '/3/movie/496243', times: 1 });
    fake.fail({ kind: 'status', status: 500 }, { path: '/3/tv/changes' });
    const stopped = await feed('2026-12-25T06:00:00Z');
    expect(stopped).toMatchObject({
      refetched: 2,
      stoppedOnFailure: true,
      cursor: { through: '2026-12-23', window: { type: 'tv', page: 1, done: 0 } },
    });
    fake.reset();
    expect(await feed('2026-12-25T07:00:00Z')).toMatchObject({
      pages: 1,
      refetched: 0,
      stoppedOnFailure: false,
      cursor: { through: '2026-12-24' },
    });
    // The movies' page was not read again: the cursor had passed it.
    expect(changeCalls()).toEqual(['/3/tv/changes 2026-12-24..2026-12-24 p1']);
  });

  it('stopped in the middle of a page, goes on after the last title done; a title TMDb no longer has is removed', async () => {
    fake.data.changes.movie.push(
      { id: 129, day: '2026-12-25' },
      { id: 496243, day: '2026-12-25' },
      { id: 129, day: '2026-12-25' },
    );
    const stop = new AbortController();
    const parasite = fake.data.titles.findIndex((t) => t.item.id === 496243);
    const [removed] = fake.data.titles.splice(parasite, 1);
    // Stops once the first title is done.
    const first = await runChangeFeed({
      database: migrated.current,
      env: namedTitlesTmdbEnv(fake.url),
      clock: { now: () => new Date('2026-12-26T06:00:00Z') },
      onTitle: () => stop.abort(),
      signal: stop.signal,
    });
    expect(first).toMatchObject({ refetched: 1, cursor: { window: { type: 'movie', page: 1, done: 1 } } });
    fake.reset();
    expect(await feed('2026-12-26T07:00:00Z')).toMatchObject({ gone: 1, refetched: 1 });
    expect(titleCalls()).toEqual(['/3/movie/496243', '/3/movie/129']);
    const [left] = await queryRows<{ n: number }>(
      migrated.current.db,
      sql`SELECT count(*)::int AS n FROM titles WHERE type = 'movie' AND id = 496243`,
    );
    expect(left?.n).toBe(0);
    if (removed) fake.data.titles.push(removed);
  });

  it('hostile pages (ids out of range, absurd page counts) neither break nor loop', async () => {
    await createChangeFeedStore(migrated.current.db).writeCursor({
      through: '2026-12-26',
      window: { start: '2026-12-27', end: '2026-12-27', type: 'tv', page: 499, done: 0 },
    });
    const filler = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: 900_000 + from + i, day: '2026-12-27' }));
    // 503 pages in all; page 500 holds the hostile ids.
    fake.data.changes.tv.push(
      ...filler(0, 49_900),
      { id: -5, day: '2026-12-27' },
      { id: 2 ** 40, day: '2026-12-27' },
      ...filler(49_900, 300),
    );
    const summary = await feed('2026-12-28T06:00:00Z');
    // TMDb serves at most 500 pages: page 499 and 500, then the day is done.
    expect(summary).toMatchObject({ pages: 2, stoppedOnFailure: false, cursor: { through: '2026-12-27' } });
  });
});

describe('the change feed as a server job', () => {
  it('runs with a token and counts its work in /metrics; what it writes is suggested at once', async () => {
    const kill = namedTitleFixtures.find((f) => f.id === 758009);
    if (!kill) throw new Error('no fixture');
    const tmdb = await startNamedTitlesTmdb([kill], (served) => {
      // TMDb has renamed it since this catalog fetched it.
      (served[0]?.alternativeTitles as { titles: unknown[] } | undefined)?.titles.push({
        iso_3166_1: 'FR',
        title: 'Quillondre Nocturne',
        type: '',
      });
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    tmdb.data.changes.movie.push({ id: 758009, day: yesterday });
    const server = await startTestServer({
      env: {
        TMDB_API_TOKEN: FAKE_TMDB_BEARER,
        TMDB_API_URL: tmdb.url,
        TMDB_REFRESH_INTERVAL_MINUTES: '0',
        TMDB_CHANGE_FEED: 'on',
      },
      // Held here with its details (a visitor searched it), under its English title only.
      seedCatalog: seedHeldChangedTitle,
      changeFeed: { firstCheckMs: 300, everyMs: 0 },
    });
    try {
      const client = new TestClient(server.url, '127.0.0.1');
      const suggest = async () => (await client.json<TitleSummary[]>('/api/autocomplete?q=Quillondre')).body;
      expect(await suggest()).toEqual([]);
      let found: TitleSummary[] = [];
      for (let i = 0; i < 100 && !found.length; i++) {
        found = await suggest();
        if (!found.length) await new Promise((done) => setTimeout(done, 100));
      }
      expect(found[0]).toMatchObject({
        id: 758009,
        title: 'Kill Boksoon',
        matchedName: 'Quillondre Nocturne',
      });
      let metrics = '';
      for (let i = 0; i < 50; i++) {
        metrics = await (await fetch(`${server.url}/metrics`)).text();
        if (/job="change_feed",outcome="done"/.test(metrics)) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(metrics).toMatch(/reelatlas_change_feed_titles_total\{outcome="refetched"\} 1\b/);
      expect(metrics).toMatch(/reelatlas_change_feed_pages_total 2\b/);
      expect(metrics).toMatch(/reelatlas_job_runs_total\{job="change_feed",outcome="done"\} 1\b/);
    } finally {
      await server.stop();
      await tmdb.close();
    }
  }, 60_000);
});
