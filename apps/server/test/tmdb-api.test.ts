import {
  messages,
  type RegionsResponse,
  type SearchResponse,
  type ServicesResponse,
  type TitleSummary,
} from '@reelatlas/contracts';
import { upsertCatalogTitles } from '@reelatlas/db';
import {
  FAKE_TMDB_API_KEY,
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  type SmtpCapture,
  solveAltcha,
  startFakeTmdb,
  startSmtpCapture,
  TestClient,
} from '@reelatlas/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountHelpers } from './account-helpers.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

const clock = testClock('2026-11-21T12:00:00Z');
let fake: FakeTmdb;
let smtp: SmtpCapture;
let server: TestServer;
let ipSeq = 0;
const newVisitor = () => new TestClient(server.url, `203.0.113.${++ipSeq}`);
const { verifiedUser } = accountHelpers(
  () => server,
  () => smtp,
  '203.0.114',
);

type SearchAnswer = SearchResponse & { error?: string; message?: string };
async function search(body: Record<string, unknown>, client = newVisitor()) {
  const token = await solveAltcha(server.url);
  return client.json<SearchAnswer>('/api/search', { method: 'POST', json: { token, ...body } });
}

/** Waits for the next wall-clock second: TMDb's shared call budget counts in one-second windows. */
let faultMinute = 0;
const nextSecond = () => new Promise((done) => setTimeout(done, 1005 - (Date.now() % 1000)));

beforeAll(async () => {
  fake = await startFakeTmdb();
  smtp = await startSmtpCapture();
  server = await startTestServer({
    clock,
    env: {
      SMTP_URL: smtp.url,
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_TIMEOUT_MS: '300',
      TMDB_MAX_RETRIES: '1',
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
    },
    seedCatalog: async () => {},
  });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

describe('the live catalog (TMDb) over HTTP', () => {
  it('says the catalog is live: no demo note', async () => {
    expect((await newVisitor().json('/api/config')).body).toMatchObject({ demoCatalog: false });
    expect((await newVisitor().json('/healthz')).body).toMatchObject({ catalog: 'tmdb' });
  });

  it('autocompletes movies and TV shows from /search/multi, people dropped', async () => {
    const { status, body } = await newVisitor().json<TitleSummary[]>('/api/autocomplete?q=breaking');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: 1396,
        type: 'tv',
        title: 'Breaking Bad',
        year: 2008,
        thumbnail: 'https://image.tmdb.org/t/p/w342/breaking-bad.jpg',
      },
      { id: 1396, type: 'movie', title: 'Breaking Point', year: 2009, thumbnail: null },
    ]);
    const matrix = await newVisitor().json<TitleSummary[]>('/api/autocomplete?q=matrix');
    expect(matrix.body.map((t) => t.title)).toEqual(['The Matrix', 'The Matrix Reloaded']);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${FAKE_TMDB_BEARER}`)).toBe(true);
  });

  it('searches a movie: availability in every country TMDb lists, with offer types and watch links', async () => {
    const { status, body } = await search({ query: 'The Matrix (1999)' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      rating: 8.2,
      seasons: null,
      trailer_url: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
      source: 'tmdb',
      quota: { used: 1 },
    });
    const offers = body.availability.map((a) => `${a.country} ${a.provider} ${a.offerType}`).sort();
    expect(offers).toEqual([
      'DE Amazon Prime Video ads',
      'DE Amazon Prime Video subscription',
      'DE Pluto TV ads',
      'JP Pluto TV free',
      'SE Netflix subscription',
      'US Apple TV buy',
      'US Apple TV rent',
      'US Netflix subscription',
    ]);
    expect(body.availability.find((a) => a.country === 'SE')?.link).toBe(
      'https://www.themoviedb.org/movie/603/watch?locale=SE',
    );
    expect(body.platforms).toContainEqual({ name: 'Netflix', countries: ['SE', 'US'] });
    // TMDb's display priorities (provider lists): Prime Video 1, Apple TV 3, Netflix 5, Pluto TV 20.
    expect(body.platforms.map((p) => p.name)).toEqual([
      'Amazon Prime Video',
      'Apple TV',
      'Netflix',
      'Pluto TV',
    ]);
    expect(body.availability.find((a) => a.provider === 'Netflix')?.rank).toBe(5);
  });

  it('searches a TV show picked from autocomplete: name, first air year, seasons', async () => {
    const { status, body } = await search({ query: 'Breaking Bad (2008)', id: 1396, type: 'tv' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1396, type: 'tv', title: 'Breaking Bad', year: 2008, seasons: 5 });
    expect(body.platforms).toContainEqual({ name: 'Max', countries: ['BR'] });
    const movie = await search({ query: 'Breaking Point (2009)', id: 1396, type: 'movie' });
    expect(movie.body).toMatchObject({ id: 1396, type: 'movie', title: 'Breaking Point', seasons: null });
  });

  it('finds a TV show by typed text too', async () => {
    const { body } = await search({ query: 'Breaking Bad' });
    expect(body).toMatchObject({ type: 'tv', id: 1396 });
  });

  it('answers the top-rated list from /movie/top_rated and /tv/top_rated, merged by rating', async () => {
    const { status, body } = await newVisitor().json<{ results: TitleSummary[] }>('/api/top-rated?limit=8');
    expect(status).toBe(200);
    // Breaking Bad 8.9, The Matrix 8.2, Reloaded 7.1; Breaking Point (40 votes) is left out.
    expect(body.results.map((t) => `${t.type}:${t.id}`)).toEqual(['tv:1396', 'movie:603', 'movie:604']);
    expect(fake.hits('/3/movie/top_rated')).toBe(1);
    expect(fake.hits('/3/tv/top_rated')).toBe(1);
  });

  it("answers TMDb's watch regions on /api/regions, cached after the first call", async () => {
    const res = await newVisitor().request('/api/regions');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const body = (await res.json()) as RegionsResponse;
    expect(body.source).toBe('tmdb');
    expect(body.regions).toContainEqual({ code: 'SE', name: 'Sweden' });
    expect(body.regions).toContainEqual({ code: 'IS', name: 'Ísland' });
    await newVisitor().json('/api/regions');
    expect(fake.hits('/3/watch/providers/regions')).toBe(1);
  });

  it("answers TMDb's provider brands on /api/services, each once, cached after the first call", async () => {
    const { status, body } = await newVisitor().json<ServicesResponse>('/api/services');
    expect(status).toBe(200);
    expect(body.source).toBe('tmdb');
    const names = body.services.map((s) => s.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    // With TMDb's logo of each brand, for the "My services" list.
    expect(body.services.find((s) => s.name === 'Netflix')?.logo).toBe(
      'https://image.tmdb.org/t/p/w92/logo8.jpg',
    );
    await newVisitor().json('/api/services');
    expect(fake.hits('/3/watch/providers/movie')).toBeLessThanOrEqual(1);
  });

  it('answers 404 for an id TMDb does not know, and does not count it', async () => {
    const visitor = newVisitor();
    const { status, body } = await search({ query: 'Nothing', id: 424242, type: 'movie' }, visitor);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found', message: messages.movieNotFound });
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 0 });
  });

  it('makes one TMDb call for many concurrent autocompletes of one new query', async () => {
    fake.fail({ kind: 'slow', delayMs: 150 }, { path: '/3/search/multi' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => newVisitor().json<TitleSummary[]>('/api/autocomplete?q=reloaded')),
    );
    expect(answers.every((a) => a.status === 200 && a.body[0]?.id === 604)).toBe(true);
    expect(fake.hits('/3/search/multi')).toBe(1);
  });

  describe.each([
    ['401 (bad key)', { kind: 'status', status: 401 } as const],
    ['429 that does not stop', { kind: 'status', status: 429, retryAfter: '0' } as const],
    ['a slow answer (timeout)', { kind: 'slow', delayMs: 2000 } as const],
    ['a dropped connection', { kind: 'drop' } as const],
    ['malformed JSON', { kind: 'malformed' } as const],
  ])('when TMDb fails with %s', (_name, fault) => {
    beforeEach(() => fake.fail(fault));
    afterAll(() => clock.set('2026-11-21T12:00:00Z'));

    it('answers a search 503 for what was never cached, counting nothing; autocomplete its local list', async () => {
      const visitor = newVisitor();
      const { status, body } = await search({ query: 'Someone New', id: 5555, type: 'movie' }, visitor);
      expect(status).toBe(503);
      expect(body).toEqual({ error: 'service_unavailable', message: messages.serviceUnavailable });
      expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 0 });
      // Autocomplete asks TMDb only from the spare part of the current second's shared call
      // budget, which the search's calls above count in: in a new second it has room, so TMDb is
      // asked and fails; the keystroke still gets the local answer (empty here), not kept by the
      // browser. Each fault is a new minute: the previous one's hold-off is over.
      clock.set(`2026-11-21T13:0${++faultMinute}:00Z`);
      await nextSecond();
      const typed = await newVisitor().request('/api/autocomplete?q=qqqzzz');
      expect(fake.hits('/3/search/multi')).toBe(1);
      expect(typed.status).toBe(200);
      expect(typed.headers.get('cache-control')).toBe('no-store');
      expect(await typed.json()).toEqual([]);
    });

    it('serves the cached title, even when stale', async () => {
      const { body, status } = await search({ query: 'Old Film', id: 8080, type: 'movie' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        title: 'Old Film',
        availability: [expect.objectContaining({ country: 'IT' })],
      });
    });

    it('keeps serving the other routes (the server does not crash)', async () => {
      expect((await newVisitor().json('/healthz')).status).toBe(200);
      expect((await newVisitor().json('/api/autocomplete?q=matrix')).status).toBe(200);
    });
  });

  it('accepts TV shows in lists', async () => {
    const { client } = await verifiedUser('tvfan');
    const add = await client.json<{ entry: Record<string, unknown> }>('/api/lists/watchlist', {
      method: 'POST',
      json: { id: 1396, type: 'tv' },
    });
    expect(add.status).toBe(200);
    expect(add.body.entry).toMatchObject({ id: 1396, type: 'tv', title: 'Breaking Bad', year: 2008 });
    await client.json('/api/lists/watchlist', { method: 'POST', json: { id: 1396, type: 'movie' } });
    const list = await client.json<{ results: { type: string; id: number; title: string }[] }>(
      '/api/lists/watchlist',
    );
    expect(list.body.results.map((e) => `${e.type}:${e.id} ${e.title}`).sort()).toEqual([
      'movie:1396 Breaking Point',
      'tv:1396 Breaking Bad',
    ]);
    expect((await client.request('/api/lists/watchlist/tv/1396', { method: 'DELETE' })).status).toBe(200);
    const after = await client.json<{ results: { type: string }[] }>('/api/lists/watchlist');
    expect(after.body.results.map((e) => e.type)).toEqual(['movie']);
  });
});

describe('a v3 API key instead of a bearer token', () => {
  it('is sent as api_key', async () => {
    const keyed = await startTestServer({
      env: { TMDB_API_TOKEN: FAKE_TMDB_API_KEY, TMDB_API_URL: fake.url, TMDB_REFRESH_INTERVAL_MINUTES: '0' },
      seedCatalog: async () => {},
    });
    try {
      const res = await new TestClient(keyed.url, '203.0.113.250').json<TitleSummary[]>(
        '/api/autocomplete?q=matrix',
      );
      expect(res.status).toBe(200);
      expect(fake.requests.at(-1)?.params.get('api_key')).toBe(FAKE_TMDB_API_KEY);
    } finally {
      await keyed.stop();
    }
  });
});

// A title cached two days ago (older than the 24 h TTL), for the stale-answer tests.
beforeAll(async () => {
  await upsertCatalogTitles(
    server.deps.database.db,
    [
      {
        type: 'movie',
        id: 8080,
        title: 'Old Film',
        year: 1960,
        rating: 7,
        votes: 100,
        popularity: 1,
        description: 'Cached long ago.',
        thumbnail: null,
        trailerUrl: null,
        seasons: null,
        availability: [{ country: 'IT', provider: 'RaiPlay', offerType: 'free', link: null, price: null }],
      },
    ],
    new Date('2026-11-19T12:00:00Z'),
  );
});
