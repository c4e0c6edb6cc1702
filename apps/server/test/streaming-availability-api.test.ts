import type { SearchResponse, TitleSummary } from '@reelatlas/contracts';
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
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// The Streaming Availability API through the server as configured by its variables
// (docs/catalog.md#streaming-availability-api): asked on a counted search only, never by
// autocomplete, and a failure never breaks a search.

const clock = testClock('2026-11-21T12:00:00Z');
let tmdb: FakeTmdb;
let motn: FakeStreamingAvailability;
let server: TestServer;
let ipSeq = 0;
const newVisitor = () => new TestClient(server.url, `203.0.120.${++ipSeq}`);

async function search(body: Record<string, unknown>) {
  const token = await solveAltcha(server.url);
  return newVisitor().json<SearchResponse>('/api/search', { method: 'POST', json: { token, ...body } });
}

beforeAll(async () => {
  tmdb = await startFakeTmdb();
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
      STREAMING_AVAILABILITY_TIMEOUT_MS: '300',
    },
    seedCatalog: async () => {},
  });
});
beforeEach(() => {
  tmdb.reset();
  motn.reset();
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
});
