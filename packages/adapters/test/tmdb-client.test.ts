import {
  createRateLimiter,
  createSharedRateLimiter,
  createTmdbClient,
  detectTmdbAuth,
  RateLimiterBusy,
  type TmdbClientOptions,
  TmdbError,
} from '@reelatlas/adapters/tmdb';
import { FAKE_TMDB_API_KEY, FAKE_TMDB_BEARER, type FakeTmdb, startFakeTmdb } from '@reelatlas/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

let fake: FakeTmdb;
beforeAll(async () => {
  fake = await startFakeTmdb();
});
beforeEach(() => fake.reset());
afterAll(() => fake?.close());

const anyPage = z.object({ results: z.array(z.unknown()) });
const noLimit = { acquire: async () => {} };

function client(overrides: Partial<TmdbClientOptions> = {}) {
  const sleeps: number[] = [];
  const instance = createTmdbClient({
    token: FAKE_TMDB_BEARER,
    baseUrl: fake.url,
    timeoutMs: 1000,
    maxRetries: 3,
    limiter: noLimit,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  return { instance, sleeps };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err as TmdbError,
  );

describe('TMDb authentication', () => {
  it('tells a v3 API key from a v4 read access token', () => {
    expect(detectTmdbAuth(FAKE_TMDB_API_KEY)).toEqual({ kind: 'api_key', key: FAKE_TMDB_API_KEY });
    expect(detectTmdbAuth(` ${FAKE_TMDB_BEARER} `)).toEqual({ kind: 'bearer', token: FAKE_TMDB_BEARER });
  });

  it('sends a read access token as Authorization: Bearer, and no api_key', async () => {
    const { instance } = client();
    await instance.get('/search/multi', { query: 'matrix' }, anyPage);
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${FAKE_TMDB_BEARER}`);
    expect(fake.requests[0]?.params.has('api_key')).toBe(false);
  });

  it('sends a v3 key as ?api_key=, and no Authorization header', async () => {
    const { instance } = client({ token: FAKE_TMDB_API_KEY });
    const page = await instance.get('/search/multi', { query: 'matrix' }, anyPage);
    expect(page.results.length).toBeGreaterThan(0);
    expect(fake.requests[0]?.params.get('api_key')).toBe(FAKE_TMDB_API_KEY);
    expect(fake.requests[0]?.authorization).toBeUndefined();
  });

  it('reports a refused key as unauthorized, without retrying', async () => {
    const { instance } = client({ token: 'wrong-token' });
    const err = await failureOf(instance.get('/movie/603', {}, anyPage));
    expect(err).toBeInstanceOf(TmdbError);
    expect(err.kind).toBe('unauthorized');
    expect(err.message).not.toContain('wrong-token');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('TMDb failures', () => {
  it('reports 404 as not_found', async () => {
    const { instance } = client();
    expect((await failureOf(instance.get('/movie/999999', {}, anyPage))).kind).toBe('not_found');
  });

  it('on 429 waits as long as Retry-After says, then retries', async () => {
    fake.fail({ kind: 'status', status: 429, retryAfter: '2' }, { times: 2 });
    const { instance, sleeps } = client();
    const page = await instance.get('/movie/top_rated', {}, anyPage);
    expect(page.results.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([2000, 2000]);
    expect(fake.hits('/3/movie/top_rated')).toBe(3);
  });

  it('on 429 without Retry-After backs off exponentially and gives up after maxRetries', async () => {
    fake.fail({ kind: 'status', status: 429 });
    const { instance, sleeps } = client({ backoffMs: 100 });
    expect((await failureOf(instance.get('/movie/top_rated', {}, anyPage))).kind).toBe('rate_limited');
    expect(sleeps).toEqual([100, 200, 400]);
    expect(fake.hits('/3/movie/top_rated')).toBe(4);
  });

  it('does not wait for a Retry-After longer than a visitor would', async () => {
    fake.fail({ kind: 'status', status: 429, retryAfter: '120' });
    const { instance, sleeps } = client({ maxWaitMs: 5000 });
    expect((await failureOf(instance.get('/movie/top_rated', {}, anyPage))).kind).toBe('rate_limited');
    expect(sleeps).toEqual([]);
  });

  it('really waits on Retry-After (real clock)', async () => {
    fake.fail({ kind: 'status', status: 429, retryAfter: '1' }, { times: 1 });
    const instance = createTmdbClient({
      token: FAKE_TMDB_BEARER,
      baseUrl: fake.url,
      timeoutMs: 1000,
      maxRetries: 2,
      limiter: noLimit,
    });
    const started = Date.now();
    await instance.get('/movie/top_rated', {}, anyPage);
    const [first, second] = fake.requests;
    expect(second && first && second.at - first.at).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('retries 5xx and dropped connections, then succeeds', async () => {
    fake.fail({ kind: 'status', status: 503 }, { times: 1 });
    fake.fail({ kind: 'drop' }, { times: 1 });
    const { instance, sleeps } = client({ backoffMs: 10 });
    const page = await instance.get('/search/multi', { query: 'matrix' }, anyPage);
    expect(page.results.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([10, 20]);
  });

  it('reports a connection that keeps dropping as a network failure', async () => {
    fake.fail({ kind: 'drop' });
    const { instance } = client({ maxRetries: 1 });
    expect((await failureOf(instance.get('/movie/603', {}, anyPage))).kind).toBe('network');
    expect(fake.hits('/3/movie/603')).toBe(2);
  });

  it('times out a slow answer (no retry: a visitor is waiting)', async () => {
    fake.fail({ kind: 'slow', delayMs: 2000 });
    const { instance } = client({ timeoutMs: 150 });
    const started = Date.now();
    expect((await failureOf(instance.get('/movie/603', {}, anyPage))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.hits('/3/movie/603')).toBe(1);
  });

  it('reports invalid JSON and unexpected shapes as malformed', async () => {
    fake.fail({ kind: 'malformed' }, { times: 1 });
    const { instance } = client();
    expect((await failureOf(instance.get('/search/multi', { query: 'x' }, anyPage))).kind).toBe('malformed');
    const wrongShape = z.object({ no_such_field: z.string() });
    expect((await failureOf(instance.get('/movie/603', {}, wrongShape))).kind).toBe('malformed');
  });
});

describe('rate limiter', () => {
  it('lets a burst through, then paces callers at the configured rate', async () => {
    let now = 0;
    const waits: number[] = [];
    const limiter = createRateLimiter({
      perSecond: 40,
      burst: 4,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    for (let i = 0; i < 8; i++) await limiter.acquire();
    // Four from the burst, then one every 25 ms (each caller waits for its own reserved slot).
    expect(waits.map((ms) => Math.round(ms))).toEqual([25, 50, 75, 100]);
    now = 1000;
    waits.length = 0;
    await limiter.acquire();
    expect(waits).toEqual([]);
  });

  it('bounds its queue: a caller whose slot is further off than maxWaitMs is refused at once, taking no slot', async () => {
    let now = 0;
    const waits: number[] = [];
    const limiter = createRateLimiter({
      perSecond: 10,
      burst: 1,
      maxWaitMs: 300,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    // One from the burst, then slots 100, 200 and 300 ms ahead; the next would wait 400 ms.
    for (let i = 0; i < 4; i++) await limiter.acquire();
    expect(waits.map((ms) => Math.round(ms))).toEqual([100, 200, 300]);
    const refused = await limiter.acquire().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RateLimiterBusy);
    expect(Math.round((refused as RateLimiterBusy).retryAfterMs)).toBe(400);
    // The refused caller reserved nothing: 100 ms later the next slot is again 300 ms off.
    now = 100;
    waits.length = 0;
    await limiter.acquire();
    expect(waits.map((ms) => Math.round(ms))).toEqual([300]);
  });

  it('the shared limiter gives up when the other instances keep the window full past maxWaitMs', async () => {
    let now = 0;
    const slept: number[] = [];
    const limiter = createSharedRateLimiter({
      local: { acquire: async () => {} },
      // Every window is already full (other instances spent it).
      store: {
        hit: async (_key, _seconds, at) => ({
          count: 99,
          resetAt: new Date(Math.floor(at.getTime() / 1000) * 1000 + 1000),
        }),
        peek: async (_key, _seconds, at) => ({ count: 99, resetAt: at }),
        purgeExpired: async () => {},
      },
      perSecond: 10,
      maxWaitMs: 2500,
      now: () => new Date(now),
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
    });
    expect(await limiter.acquire().catch((err: unknown) => err)).toBeInstanceOf(RateLimiterBusy);
    // It waited for two windows, then saw the third would end past its 2.5 s.
    expect(slept).toHaveLength(2);
    expect(now).toBeLessThanOrEqual(2500);
  });

  it('a refused acquire makes the client fail fast as busy, with the wait it would have had', async () => {
    const instance = createTmdbClient({
      token: FAKE_TMDB_BEARER,
      baseUrl: fake.url,
      timeoutMs: 1000,
      maxRetries: 0,
      limiter: createRateLimiter({ perSecond: 2, burst: 1, maxWaitMs: 1000 }),
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => instance.get('/movie/top_rated', {}, anyPage)),
    );
    const busy = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as TmdbError] : []));
    // One at once, slots 0.5 s and 1 s ahead; the other three are refused without a request.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(busy.map((err) => err.kind)).toEqual(['busy', 'busy', 'busy']);
    expect(busy[0]?.retryAfterMs).toBeGreaterThan(1000);
    expect(fake.hits('/3/movie/top_rated')).toBe(3);
  });

  it('paces a real client: 25 concurrent calls at 40/s take at least 0.5 s', async () => {
    const instance = createTmdbClient({
      token: FAKE_TMDB_BEARER,
      baseUrl: fake.url,
      timeoutMs: 2000,
      maxRetries: 0,
      limiter: createRateLimiter({ perSecond: 40, burst: 5 }),
    });
    const started = Date.now();
    await Promise.all(Array.from({ length: 25 }, () => instance.get('/movie/top_rated', {}, anyPage)));
    // 5 at once, then 20 more at 40/s: at least 500 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
  });
});
