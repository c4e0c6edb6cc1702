import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITS } from '@reelatlas/contracts';
import { upsertCatalogTitles } from '@reelatlas/db';
import { FAKE_TMDB_BEARER, type FakeTmdb, solveAltcha, startFakeTmdb, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// Title pages must not spend the TMDb budget every instance shares. Live
// catalog against the fake TMDb, paced at 10 calls a second so a queue behind them is visible.
const clock = testClock('2026-11-21T12:00:00Z');
const DEFAULT_TITLE = 'ReelAtlas — where to stream, in every country';
let fake: FakeTmdb;
let server: TestServer;
let ipSeq = 0;
const visitor = () => new TestClient(server.url, `198.51.100.${++ipSeq}`, server.origin);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ra-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Default title</title></head><body><div id="root"></div></body></html>',
  );
  fake = await startFakeTmdb();
  server = await startTestServer({
    clock,
    webDistDir: dist,
    env: {
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_RATE_LIMIT: '10',
      TMDB_TIMEOUT_MS: '1000',
      TMDB_MAX_RETRIES: '0',
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
    },
    seedCatalog: async () => {},
  });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const tmdbTitleCalls = () => fake.requests.filter((r) => /^\/3\/(movie|tv)\/\d+$/.test(r.path)).length;

describe('title pages and the shared TMDb budget', () => {
  it('50 loads of unknown ids make no TMDb call, and another visitor’s autocomplete is not delayed', async () => {
    const loads = Array.from({ length: 50 }, (_, i) =>
      visitor().request(`/${i % 2 ? 'movieoverlay' : 'movie'}?id=${i % 3 ? 'movie' : 'tv'}:${900_000 + i}`),
    );
    // While they are served, someone types a query nobody typed before (one /search/multi call).
    const typed = performance.now();
    const suggestions = await visitor().json<{ title: string }[]>('/api/autocomplete?q=breaking');
    const waitedMs = performance.now() - typed;
    const pages = await Promise.all(loads);

    expect(pages.map((res) => res.status)).toEqual(Array(50).fill(200));
    for (const res of pages) expect(titleOf(await res.text())).toBe(DEFAULT_TITLE);
    expect(tmdbTitleCalls()).toBe(0);
    expect(fake.requests.map((r) => r.path)).toEqual(['/3/search/multi']);
    expect(suggestions.body.map((s) => s.title)).toContain('Breaking Bad');
    // Before: 50 title fetches queued at 10/s ahead of it (about 5 s).
    expect(waitedMs).toBeLessThan(2500);
  });

  it('a title the database holds gets its head from there, stale or not, without asking TMDb', async () => {
    await upsertCatalogTitles(
      server.deps.database.db,
      [
        {
          type: 'movie',
          id: 424_242,
          title: 'Stored Long Ago',
          year: 1970,
          rating: 7,
          votes: 100,
          popularity: 1,
          description: 'Fetched in 2020.',
          thumbnail: null,
          trailerUrl: null,
          seasons: null,
          availability: [
            { country: 'SE', provider: 'Netflix', offerType: 'subscription', link: null, price: null },
          ],
        },
      ],
      new Date('2020-01-01T00:00:00Z'),
    );
    const res = await visitor().request('/movie?id=movie:424242');
    expect(titleOf(await res.text())).toBe('Where to stream Stored Long Ago (1970) · ReelAtlas');
    expect(fake.requests).toEqual([]);
  });

  it('remembers a TMDb 404: searching an unknown id again asks TMDb once', async () => {
    for (let i = 0; i < 3; i++) {
      const token = await solveAltcha(server.url);
      const { status } = await visitor().json('/api/search', {
        method: 'POST',
        json: { query: 'Nothing', id: 987_654, type: 'movie', token },
      });
      expect(status).toBe(404);
    }
    expect(fake.hits('/3/movie/987654')).toBe(1);
  });

  it('HTML title pages have a per-IP burst limit: past it, the default head with 429 and Retry-After', async () => {
    const client = visitor();
    const { max } = RATE_LIMITS.titlePage.ip;
    for (let i = 0; i < max; i++) expect((await client.request('/movie?id=movie:424242')).status).toBe(200);
    const limited = await client.request('/movie?id=movie:424242');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Still the app (it reads everything else from the API), with the default head.
    const html = await limited.text();
    expect(titleOf(html)).toBe(DEFAULT_TITLE);
    expect(html).toContain('<div id="root"></div>');
    // Other pages, and other networks, are not affected.
    expect((await client.request('/faq')).status).toBe(200);
    expect((await visitor().request('/movie?id=movie:424242')).status).toBe(200);
  });

  it('a banned client gets the default head, without any lookup', async () => {
    await server.deps.bans.add('192.0.2.0/24', null, 10_000);
    try {
      const banned = new TestClient(server.url, '192.0.2.77');
      const res = await banned.request('/movie?id=movie:424242');
      expect(res.status).toBe(200);
      expect(titleOf(await res.text())).toBe(DEFAULT_TITLE);
      expect(titleOf(await (await visitor().request('/movie?id=movie:424242')).text())).toContain(
        'Stored Long Ago',
      );
    } finally {
      await server.deps.bans.remove('192.0.2.0/24');
    }
  });

  it('a search that would wait for a TMDb slot longer than TMDB_TIMEOUT_MS fails fast: 503 with Retry-After', async () => {
    const tokens = await Promise.all(Array.from({ length: 30 }, () => solveAltcha(server.url)));
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map((token, i) =>
        visitor().request('/api/search', {
          method: 'POST',
          json: { query: 'Nothing', id: 950_000 + i, type: 'movie', token },
        }),
      ),
    );
    const elapsedMs = performance.now() - started;
    const statuses = answers.map((res) => res.status);
    // 10 a second, waiting at most 1 s: about a dozen reach TMDb (404), the rest are refused.
    const refused = answers.filter((res) => res.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 404 || s === 503)).toBe(true);
    for (const res of refused) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await res.json()).toMatchObject({ error: 'service_unavailable' });
    }
    expect(tmdbTitleCalls()).toBe(30 - refused.length);
    // Nobody waited in a queue 30 deep (3 s at 10/s): the refused were answered at once.
    expect(elapsedMs).toBeLessThan(3000);
  });
});
