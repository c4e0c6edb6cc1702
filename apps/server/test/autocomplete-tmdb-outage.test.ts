import type { TitleSummary } from '@reelatlas/contracts';
import { FAKE_TMDB_BEARER, type FakeTmdb, startFakeTmdb, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// Autocomplete's TMDb fallback failing must never fail a keystroke: the local answer (possibly
// empty) comes back at once, is not kept by any cache, and TMDb is left alone for a while.
const clock = testClock('2026-11-21T12:00:00Z');
let fake: FakeTmdb;
let server: TestServer;
let ipSeq = 0;
const newVisitor = () => new TestClient(server.url, `198.51.100.${++ipSeq}`);
/** TMDb's shared call budget counts in one-second windows; a new second has spare calls. */
const nextSecond = () => new Promise((done) => setTimeout(done, 1005 - (Date.now() % 1000)));
let minute = 0;
/** A new minute of the test clock: any earlier hold-off is over. */
const laterMinute = () => clock.set(`2026-11-21T12:${String(++minute).padStart(2, '0')}:00Z`);

beforeAll(async () => {
  fake = await startFakeTmdb();
  server = await startTestServer({
    clock,
    env: {
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_TIMEOUT_MS: '400',
      TMDB_MAX_RETRIES: '2',
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
      TMDB_EXPORTS_SYNC: 'off',
    },
  });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function typed(q: string) {
  const started = performance.now();
  const response = await newVisitor().request(`/api/autocomplete?q=${encodeURIComponent(q)}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as TitleSummary[] | { error: string },
    ms: performance.now() - started,
  };
}

describe('autocomplete while TMDb refuses or fails', () => {
  it.each([
    ['429 with Retry-After', { kind: 'status', status: 429, retryAfter: '1' } as const],
    ['429 without Retry-After', { kind: 'status', status: 429 } as const],
    ['500', { kind: 'status', status: 500 } as const],
    ['503', { kind: 'status', status: 503 } as const],
    ['a timeout', { kind: 'slow', delayMs: 3000 } as const],
    ['a dropped connection', { kind: 'drop' } as const],
  ])('%s: the local answer at once, never a 503, and no TMDb call per keystroke', async (_name, fault) => {
    laterMinute();
    fake.fail(fault, { path: '/3/search/multi' });
    await nextSecond();
    // Nothing local starts like this: TMDb is asked once, fails, and the empty local answer stands.
    const first = await typed(`zqx${minute}wv`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([]);
    expect(first.cacheControl).toBe('no-store');
    // One attempt, no retries: at most the autocomplete timeout, never TMDB_TIMEOUT_MS × retries.
    expect(first.ms).toBeLessThan(1500);
    expect(fake.hits('/3/search/multi')).toBe(1);

    // The next keystrokes leave TMDb alone and answer at once.
    await nextSecond();
    for (const q of [`zqx${minute}wvb`, `zqx${minute}wvbn`, 'qqqpppxxx']) {
      const next = await typed(q);
      expect(next).toMatchObject({ status: 200, body: [], cacheControl: 'no-store' });
      expect(next.ms).toBeLessThan(300);
    }
    expect(fake.hits('/3/search/multi')).toBe(1);
  });

  it("an outage (nothing listening at TMDb's address): the local answer, 200, at once", async () => {
    const gone = await startFakeTmdb();
    await gone.close();
    const cut = await startTestServer({
      clock,
      env: {
        TMDB_API_TOKEN: FAKE_TMDB_BEARER,
        TMDB_API_URL: gone.url,
        TMDB_TIMEOUT_MS: '400',
        TMDB_REFRESH_INTERVAL_MINUTES: '0',
        TMDB_EXPORTS_SYNC: 'off',
      },
    });
    try {
      for (const q of ['the matr', 'quorvath', 'zzzqqq']) {
        const started = performance.now();
        const response = await new TestClient(cut.url, '198.51.100.250').request(`/api/autocomplete?q=${q}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as TitleSummary[];
        if (q === 'the matr') expect(body[0]).toMatchObject({ type: 'movie', id: 603 });
        else expect(body).toEqual([]);
        expect(performance.now() - started).toBeLessThan(1500);
      }
    } finally {
      await cut.stop();
    }
  });

  it('the empty answer given while TMDb failed is not kept: TMDb answers once it is back', async () => {
    laterMinute();
    fake.fail({ kind: 'status', status: 500 });
    await nextSecond();
    expect(await typed('quorvath')).toMatchObject({ status: 200, body: [], cacheControl: 'no-store' });
    fake.reset();
    const [first] = fake.data.titles;
    if (!first) throw new Error('the fake TMDb has titles');
    fake.data.titles.push({
      ...structuredClone(first),
      item: { ...structuredClone(first.item), id: 424_301, title: 'Quorvath' },
    });
    laterMinute();
    await nextSecond();
    const back = await typed('quorvath');
    expect(back.status).toBe(200);
    expect((back.body as TitleSummary[]).map((t) => t.title)).toEqual(['Quorvath']);
    expect(back.cacheControl).toMatch(/max-age/);
  });

  it('a local match is answered whatever TMDb does, and TMDb is not asked', async () => {
    laterMinute();
    fake.fail({ kind: 'status', status: 503 });
    const found = await typed('the matr');
    expect(found.status).toBe(200);
    expect((found.body as TitleSummary[])[0]).toMatchObject({ type: 'movie', id: 603 });
    expect(fake.hits('/3/search/multi')).toBe(0);
  });
});
