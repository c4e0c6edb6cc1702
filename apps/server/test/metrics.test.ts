import { FAKE_TMDB_BEARER, type FakeTmdb, solveAltcha, startFakeTmdb, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let ipSeq = 0;
const newVisitor = () => new TestClient(server.url, `192.0.2.${++ipSeq}`, server.origin);

/** /metrics read directly from loopback, as a Prometheus on the same machine does. */
async function scrape(url = server.url): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series, e.g. `reelatlas_searches_total{outcome="answered",reason=""}`. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function search(client: TestClient, body: Record<string, unknown>) {
  const token = await solveAltcha(server.url);
  return client.json('/api/search', { method: 'POST', json: { token, ...body } });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('/metrics', () => {
  it('answers in Prometheus text format, with the process metrics', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE reelatlas_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('labels request durations by route pattern, never by raw path or query', async () => {
    const client = newVisitor();
    await client.json('/api/autocomplete?q=matr');
    await client.request('/api/nope/secret-4711');
    await client.request('/some/deep/link-4711');
    const text = await scrape();
    expect(text).toMatch(
      /reelatlas_http_request_duration_seconds_count\{method="GET",route="\/api\/autocomplete",status="200"\} \d+/,
    );
    expect(text).toContain('route="/api/*",status="404"');
    expect(text).not.toContain('4711');
    expect(text).not.toContain('matr"');
  });

  it('counts searches answered and refused, by reason', async () => {
    const client = newVisitor();
    expect((await search(client, { query: 'The Matrix (1999)' })).status).toBe(200);
    expect((await search(client, { query: 'No Such Title At All (1901)' })).status).toBe(404);
    const bad = await client.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix (1999)', token: 'forged' },
    });
    expect(bad.status).toBe(403);
    expect((await search(client, { query: 'The Matrix Reloaded (2003)' })).status).toBe(200);
    expect((await search(client, { query: 'Amélie (2001)' })).status).toBe(429);

    const text = await scrape();
    expect(seriesValue(text, 'reelatlas_searches_total{outcome="answered",reason=""}')).toBe(2);
    expect(seriesValue(text, 'reelatlas_searches_total{outcome="refused",reason="not_found"}')).toBe(1);
    expect(seriesValue(text, 'reelatlas_searches_total{outcome="refused",reason="bot_check_failed"}')).toBe(
      1,
    );
    expect(seriesValue(text, 'reelatlas_searches_total{outcome="refused",reason="limit_reached"}')).toBe(1);
  });

  it('counts catalog lookups and the misses behind the in-process cache', async () => {
    const before = await scrape();
    const client = newVisitor();
    for (let i = 0; i < 3; i++) await client.json('/api/autocomplete?q=reloa');
    const text = await scrape();
    const delta = (series: string) => seriesValue(text, series) - seriesValue(before, series);
    expect(delta('reelatlas_catalog_cache_lookups_total{method="autocomplete"}')).toBe(3);
    expect(delta('reelatlas_catalog_cache_misses_total{method="autocomplete"}')).toBe(1);
  });

  it('counts e-mails sent', async () => {
    const signUp = await newVisitor().json('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        name: 'x',
        email: `metrics${Date.now()}@example.test`,
        username: 'metrics',
        country: 'SE',
        password: 'Secret12',
      },
    });
    expect(signUp.status).toBe(200);
    await expect
      .poll(async () =>
        seriesValue(await scrape(), 'reelatlas_emails_total{transport="outbox",outcome="sent"}'),
      )
      .toBe(1);
  });

  it('is refused to a request relayed by a proxy, even from loopback', async () => {
    const relayed = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(await relayed.json()).toMatchObject({ error: 'forbidden' });
    const forwarded = await fetch(`${server.url}/metrics`, { headers: { forwarded: 'for=203.0.113.9' } });
    expect(forwarded.status).toBe(403);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });
  });
  afterAll(() => guarded?.stop());

  it('refuses a short token at start-up', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters',
    );
  });

  it('needs the bearer token, from anywhere', async () => {
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(403);
    const wrong = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: 'Bearer metrics-token-0123456788' },
    });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: 'Bearer metrics-token-0123456789', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('reelatlas_http_request_duration_seconds');
  });
});

describe('/metrics on the live catalog', () => {
  let fake: FakeTmdb;
  let live: TestServer;
  beforeAll(async () => {
    fake = await startFakeTmdb();
    live = await startTestServer({
      env: {
        TMDB_API_TOKEN: FAKE_TMDB_BEARER,
        TMDB_API_URL: fake.url,
        TMDB_MAX_RETRIES: '0',
        TMDB_REFRESH_INTERVAL_MINUTES: '0',
      },
      seedCatalog: async () => {},
    });
  });
  afterAll(async () => {
    await live?.stop();
    await fake?.close();
  });

  it('counts the calls sent to TMDb', async () => {
    const client = new TestClient(live.url, '192.0.2.200', live.origin);
    const token = await solveAltcha(live.url);
    const res = await client.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix (1999)', token },
    });
    expect(res.status).toBe(200);
    const text = await scrape(live.url);
    expect(seriesValue(text, 'reelatlas_tmdb_calls_total{outcome="2xx"}')).toBeGreaterThanOrEqual(1);
  });
});
