import type { SearchResponse, TitleSummary } from '@reelatlas/contracts';
import { createTitleIndexStore } from '@reelatlas/db';
import {
  FAKE_MOTN_KEY,
  FAKE_TMDB_BEARER,
  type FakeStreamingAvailability,
  type FakeTmdb,
  solveAltcha,
  startFakeStreamingAvailability,
  startFakeTmdb,
  TestClient,
} from '@reelatlas/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { motnMatrixCopies, withMatrixCopies } from './second-source-catalog.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// The Streaming Availability API through the server as configured by its variables
// (docs/catalog.md#streaming-availability-api): asked on a counted search only, never by
// autocomplete, and a failure never breaks a search; on a counted search that fetches a known
// title, asked alongside TMDb rather than after it.

const clock = testClock('2026-11-21T12:00:00Z');
let tmdb: FakeTmdb;
let motn: FakeStreamingAvailability;
let server: TestServer;
let ipSeq = 0;
const newVisitor = () => new TestClient(server.url, `203.0.120.${++ipSeq}`);

async function search(body: Record<string, unknown>, visitor = newVisitor()) {
  const token = await solveAltcha(server.url);
  return visitor.json<SearchResponse>('/api/search', { method: 'POST', json: { token, ...body } });
}

/** Copies of The Matrix under ids no other test searches: titles neither cache holds yet. */
const UNCACHED_IDS = Array.from({ length: 10 }, (_, i) => 9101 + i);
/** More such copies, for the timed searches: one test each. */
const TIMED_IDS = Array.from({ length: 4 }, (_, i) => 9201 + i);
/** A title TMDb knows that the title index does not list (an id a visitor merely sent). */
const UNLISTED_ID = 9301;
/** Each fake's delay in the timed searches: the sum is what the search waited before. */
const DELAY_MS = 400;
const SOURCE_TIMEOUT_MS = 1000;
const matrixAs = (id: number) => ({ query: 'The Matrix (1999)', id, type: 'movie' });

beforeAll(async () => {
  tmdb = await startFakeTmdb(withMatrixCopies([...UNCACHED_IDS, ...TIMED_IDS, UNLISTED_ID]));
  motn = await startFakeStreamingAvailability();
  server = await startTestServer({
    clock,
    env: {
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: tmdb.url,
      TMDB_TIMEOUT_MS: '1000',
      TMDB_MAX_RETRIES: '0',
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
      STREAMING_AVAILABILITY_API_KEY: FAKE_MOTN_KEY,
      STREAMING_AVAILABILITY_API_URL: motn.url,
      STREAMING_AVAILABILITY_TIMEOUT_MS: String(SOURCE_TIMEOUT_MS),
      // The budget has its own tests: here a second's calls (a search's and the facts-due round's
      // on a slow run) must never leave a timed search unasked.
      STREAMING_AVAILABILITY_RATE_LIMIT: '100',
    },
    // TMDb's daily ID exports list the copies (as they list every title), not UNLISTED_ID.
    seedCatalog: async (db) => {
      await createTitleIndexStore(db).upsert(
        [...UNCACHED_IDS, ...TIMED_IDS].map((id) => ({
          type: 'movie' as const,
          id,
          title: `The Matrix ${id}`,
          popularity: 1,
          adult: false,
        })),
      );
    },
  });
});
beforeEach(() => {
  tmdb.reset();
  motn.reset();
  motnMatrixCopies(motn, [...UNCACHED_IDS, ...TIMED_IDS, UNLISTED_ID]);
});
afterAll(async () => {
  await server?.stop();
  await tmdb?.close();
  await motn?.close();
});

describe('the Streaming Availability API over HTTP', () => {
  it('is never asked by autocomplete', async () => {
    for (const q of ['mat', 'matrix', 'breaking', 'zzzz'])
      expect((await newVisitor().json<TitleSummary[]>(`/api/autocomplete?q=${q}`)).status).toBe(200);
    expect(motn.requests).toHaveLength(0);
  });

  it('adds its facts to a counted search’s answer, with its key', async () => {
    const { status, body } = await search({ query: 'The Matrix (1999)', id: 603, type: 'movie' });
    expect(status).toBe(200);
    expect(motn.requests.map((request) => [request.path, request.apiKey])).toEqual([
      ['/shows/movie/603', FAKE_MOTN_KEY],
    ]);
    const netflix = body.availability.find(
      (row) => row.country === 'US' && row.provider === 'Netflix' && row.offerType === 'subscription',
    );
    expect(netflix).toMatchObject({ audio: ['en', 'es-MX'], quality: 'uhd', expiresOn: '2026-12-12' });
  });

  it('answers a search with TMDb’s offers when it fails', async () => {
    motn.fail({ kind: 'status', status: 500 });
    const { status, body } = await search({ query: 'Breaking Bad (2008)', id: 1396, type: 'tv' });
    expect(status).toBe(200);
    expect(motn.requests).toHaveLength(1);
    expect(body.availability.length).toBeGreaterThan(0);
    expect(body.availability.some((row) => row.audio)).toBe(false);
  });

  it('is asked only for a counted search: a visitor at the daily limit hammering uncached titles spends none of its quota', async () => {
    const visitor = newVisitor();
    const [first, second, ...others] = UNCACHED_IDS;
    for (const id of [first, second])
      expect((await search(matrixAs(id as number), visitor)).status).toBe(200);
    expect(motn.requests.map((request) => request.path)).toEqual([
      `/shows/movie/${first}`,
      `/shows/movie/${second}`,
    ]);

    // No search left: titles no cache holds, picked or typed, one after another and at once.
    const refused = [
      ...(await Promise.all(others.slice(0, 4).map((id) => search(matrixAs(id), visitor)))),
      await search({ query: 'The Matrix Reloaded (2003)' }, visitor),
    ];
    for (const id of others.slice(4)) refused.push(await search(matrixAs(id), visitor));
    for (const answer of refused) expect(answer.body).toMatchObject({ error: 'limit_reached' });
    // A title page opened from a link answers only a free search: refused, nothing spent either.
    const link = await search({ ...matrixAs(others[0] as number), freeOnly: true }, newVisitor());
    expect(link.body).toMatchObject({ notFree: 'search_not_free' });
    expect(motn.requests).toHaveLength(2);
    // TMDb was asked for them (a miss costs no search), so the next counted search of one is
    // answered from the cache: the source is asked then, once, and its facts are in the answer.
    const tmdbCalls = tmdb.requests.length;
    const counted = await search(matrixAs(others[0] as number));
    expect(counted.status).toBe(200);
    expect(tmdb.requests).toHaveLength(tmdbCalls);
    expect(motn.requests.map((request) => request.path).slice(2)).toEqual([`/shows/movie/${others[0]}`]);
    const netflixOf = (answer: SearchResponse) =>
      answer.availability.find(
        (row) => row.country === 'US' && row.provider === 'Netflix' && row.offerType === 'subscription',
      );
    expect(netflixOf(counted.body)).toMatchObject({ quality: 'uhd', expiresOn: '2026-12-12' });
    // The next visitor's search of it is answered with the facts now held: nothing asked again.
    const next = await search(matrixAs(others[0] as number));
    expect(netflixOf(next.body)).toMatchObject({ quality: 'uhd', expiresOn: '2026-12-12' });
    expect(motn.requests).toHaveLength(3);
  });
  /** A new visitor's counted search of the title, and how long it took. */
  const timedSearch = async (id: number) => {
    const token = await solveAltcha(server.url);
    const started = performance.now();
    const answer = await newVisitor().json<SearchResponse>('/api/search', {
      method: 'POST',
      json: { token, ...matrixAs(id) },
    });
    return { ...answer, elapsed: performance.now() - started };
  };

  it('asks it alongside TMDb on a counted search of a title not held: the wait is the longer call, not both', async () => {
    const id = TIMED_IDS[0] as number;
    tmdb.fail({ kind: 'slow', delayMs: DELAY_MS }, { path: `/3/movie/${id}` });
    motn.fail({ kind: 'slow', delayMs: DELAY_MS });
    const { status, body, elapsed } = await timedSearch(id);
    expect(status).toBe(200);
    // One after the other took at least 2 × 400 ms; together about 400 ms (the margin is a loaded machine's).
    expect(elapsed).toBeLessThan(2 * DELAY_MS - 100);
    const tmdbAsked = tmdb.requests.find((request) => request.path === `/3/movie/${id}`);
    expect(motn.requests.map((request) => request.path)).toEqual([`/shows/movie/${id}`]);
    // The source was asked while TMDb had not answered yet.
    expect((motn.requests[0]?.at ?? 0) - (tmdbAsked?.at ?? 0)).toBeLessThan(DELAY_MS);
    const netflix = body.availability.find(
      (row) => row.country === 'US' && row.provider === 'Netflix' && row.offerType === 'subscription',
    );
    expect(netflix).toMatchObject({ quality: 'uhd', expiresOn: '2026-12-12' });
  });

  it('answers with TMDb’s offers, without its facts, when it is slower than its timeout: no later than that timeout', async () => {
    const id = TIMED_IDS[1] as number;
    tmdb.fail({ kind: 'slow', delayMs: DELAY_MS }, { path: `/3/movie/${id}` });
    motn.fail({ kind: 'slow', delayMs: 3 * SOURCE_TIMEOUT_MS });
    const { status, body, elapsed } = await timedSearch(id);
    expect(status).toBe(200);
    // Its timeout, not TMDb's delay and then its timeout.
    expect(elapsed).toBeLessThan(SOURCE_TIMEOUT_MS + DELAY_MS - 100);
    expect(motn.requests).toHaveLength(1);
    expect(
      body.availability.filter((row) => row.country === 'US' && row.provider === 'Netflix'),
    ).toHaveLength(1);
    expect(body.availability.some((row) => row.audio || row.quality || row.deepLink)).toBe(false);
    // Not asked again by the same search after its count.
    await new Promise((done) => setTimeout(done, 50));
    expect(motn.requests).toHaveLength(1);
  });

  it('is not asked alongside TMDb for an id the title index does not list, nor at all when TMDb does not know it', async () => {
    // A miss costs no search: an id a visitor merely sent spends nothing of its budget.
    const missing = await search({ query: 'Nothing (1999)', id: 990_001, type: 'movie' });
    expect(missing.status).toBe(404);
    expect(motn.requests).toHaveLength(0);
    // A real title the index does not list yet: TMDb first, then the source once the search is counted.
    tmdb.fail({ kind: 'slow', delayMs: 200 }, { path: `/3/movie/${UNLISTED_ID}` });
    const found = await search(matrixAs(UNLISTED_ID));
    expect(found.status).toBe(200);
    const tmdbAnswered = (tmdb.requests.find((r) => r.path === `/3/movie/${UNLISTED_ID}`)?.at ?? 0) + 200;
    expect(motn.requests.map((request) => request.path)).toEqual([`/shows/movie/${UNLISTED_ID}`]);
    expect(motn.requests[0]?.at ?? 0).toBeGreaterThanOrEqual(tmdbAnswered - 5);
  });
});
