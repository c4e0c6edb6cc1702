// The change feed on two instances sharing one PostgreSQL (docs/catalog.md#the-change-feed): its
// advisory lock and cursor let one of them read a day's pages, once between them, however often
// both look; and a title it fetched again under a new name is suggested by the instance that did
// not run it within one reading of catalog_writes (5 s, docs/architecture.md). PostgreSQL only:
// PGlite is never opened by two processes (runs in the integration project).
import type { TitleSummary } from '@reelatlas/contracts';
import {
  createTestDatabase,
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  namedFakeTmdbTitle,
  namedTitleFixtures,
  seedHeldChangedTitle,
  startFakeTmdb,
  TestClient,
  type TestDatabase,
} from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** catalog_writes is read every 5 s; the rest is this test's polling and a loaded machine. */
const READ_EVERY_MS = 5_000;
const SLACK_MS = 1_500;

let database: TestDatabase;
let tmdb: FakeTmdb;
let a: TestServer;
let b: TestServer;
let renamedBefore: TitleSummary[] | undefined;

const suggestOn = (server: TestServer) => async () =>
  (await new TestClient(server.url, '127.0.0.1').json<TitleSummary[]>('/api/autocomplete?q=Quillondre')).body;

beforeAll(async () => {
  if (!onPostgres) return;
  const kill = namedTitleFixtures.find((f) => f.id === 758009);
  if (!kill) throw new Error('no fixture');
  const served = namedFakeTmdbTitle(kill);
  // TMDb has named it anew since this catalog fetched it, and lists it among yesterday's changes.
  (served.alternativeTitles as { titles: unknown[] }).titles.push({
    iso_3166_1: 'FR',
    title: 'Quillondre Nocturne',
    type: '',
  });
  tmdb = await startFakeTmdb([served]);
  tmdb.data.changes.movie.push({
    id: 758009,
    day: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  });
  database = await createTestDatabase();
  const env = {
    TMDB_API_TOKEN: FAKE_TMDB_BEARER,
    TMDB_API_URL: tmdb.url,
    TMDB_REFRESH_INTERVAL_MINUTES: '0',
    TMDB_CHANGE_FEED: 'on',
    RATE_LIMIT_MULTIPLIER: '1000',
  };
  // Both look for the feed's work again and again (every 100 ms instead of hourly): the first
  // from 6 s after its start, the second at once; nothing was renamed before.
  a = await startTestServer({
    env,
    database,
    // Held with its details (a visitor searched it), under its English title only.
    seedCatalog: seedHeldChangedTitle,
    changeFeed: { firstCheckMs: 6_000, everyMs: 100 },
  });
  renamedBefore = await suggestOn(a)();
  b = await startTestServer({
    env,
    database,
    seedCatalog: async () => {},
    changeFeed: { firstCheckMs: 100, everyMs: 100 },
  });
}, 60_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await tmdb?.close();
  await database?.drop();
});

const metricOf = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);

describe.skipIf(!onPostgres)('the change feed on two instances of one PostgreSQL', () => {
  it('reads a day once between them, and the title it renamed is suggested by both within 5 s', async () => {
    expect(renamedBefore).toEqual([]);
    const instances = [suggestOn(a), suggestOn(b)];
    // When each instance first suggests it.
    const foundAt: (number | undefined)[] = [undefined, undefined];
    const deadline = Date.now() + 30_000;
    while (foundAt.some((at) => at === undefined) && Date.now() < deadline) {
      for (const [i, suggest] of instances.entries()) {
        if (foundAt[i] !== undefined) continue;
        const found = await suggest();
        if (found.length) {
          expect(found[0]).toMatchObject({
            id: 758009,
            title: 'Kill Boksoon',
            matchedName: 'Quillondre Nocturne',
          });
          foundAt[i] = Date.now();
        }
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    const [atA, atB] = foundAt;
    expect(atA).toBeDefined();
    expect(atB).toBeDefined();
    // One instance wrote it (and suggests it at once); the other reads catalog_writes.
    expect(Math.abs((atA ?? 0) - (atB ?? 0))).toBeLessThanOrEqual(READ_EVERY_MS + SLACK_MS);

    // Let both look a few more times: nothing more is read.
    await new Promise((done) => setTimeout(done, 1_000));
    const changePages = tmdb.requests.filter((r) => r.path.endsWith('/changes')).map((r) => r.path);
    expect(changePages.sort()).toEqual(['/3/movie/changes', '/3/tv/changes']);
    expect(tmdb.requests.filter((r) => r.path === '/3/movie/758009')).toHaveLength(1);
    const [metricsA, metricsB] = await Promise.all(
      [a, b].map(async (server) => (await fetch(`${server.url}/metrics`)).text()),
    );
    const pages = (text: string) => metricOf(text, /reelatlas_change_feed_pages_total (\d+)/);
    const refetched = (text: string) =>
      metricOf(text, /reelatlas_change_feed_titles_total\{outcome="refetched"\} (\d+)/);
    const runs = (text: string) =>
      metricOf(text, /reelatlas_job_runs_total\{job="change_feed",outcome="done"\} (\d+)/);
    expect(pages(metricsA ?? '') + pages(metricsB ?? '')).toBe(2);
    expect(refetched(metricsA ?? '') + refetched(metricsB ?? '')).toBe(1);
    // Both did look, more than once (each run after the first found nothing left to read).
    expect(runs(metricsA ?? '') + runs(metricsB ?? '')).toBeGreaterThan(2);
  }, 60_000);
});
