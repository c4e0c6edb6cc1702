// Two server instances on one PostgreSQL database under concurrent load (docs/testing.md#two-instances): the daily
// search limit and the list limits hold exactly across them, a bot-check token spent on one is
// refused by the other, and neither answers an error of its own (5xx). Each instance has its own
// pool, caches and in-memory counters, as two processes would. PostgreSQL only: PGlite is never
// opened by two instances (runs in the integration project, `npm run test:integration:pg`).
import { LIST_LIMITS, type ListName } from '@reelatlas/contracts';
import { type CatalogTitleInput, type Db, replaceCatalog } from '@reelatlas/db';
import {
  createTestDatabase,
  fixtureTitles,
  type SmtpCapture,
  solveAltcha,
  startSmtpCapture,
  TestClient,
  type TestDatabase,
} from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHelpers, TEST_PASSWORD } from './account-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Enough titles to overfill the biggest list. */
const extraTitles: CatalogTitleInput[] = Array.from({ length: LIST_LIMITS.watched + 60 }, (_, i) => ({
  type: 'movie',
  id: 700_000 + i,
  title: `Load Test Film ${i}`,
  year: 2000 + (i % 25),
  rating: 6,
  votes: 100,
  popularity: 1,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
}));
const seed = (db: Db) => replaceCatalog(db, 'demo', [...fixtureTitles, ...extraTitles]);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase;
let smtp: SmtpCapture;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
  // One client IP sends all of this: lift the per-IP burst limits, which are not under test.
  const env = { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '1000' };
  a = await startTestServer({ env, database, seedCatalog: seed });
  b = await startTestServer({ env, database, seedCatalog: seed });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await smtp?.close();
  await database?.drop();
});

const statuses = (list: { status: number }[]) =>
  list.reduce<Record<number, number>>((acc, { status }) => {
    acc[status] = (acc[status] ?? 0) + 1;
    return acc;
  }, {});

/** One browser (cookies, IP) talking to both instances, alternately. */
class TwoInstanceBrowser {
  readonly clients: [TestClient, TestClient];
  constructor(ip: string) {
    this.clients = [new TestClient(a.url, ip, a.origin), new TestClient(b.url, ip, b.origin)];
  }
  /** The first visit, on the first instance: it sets the device cookie the browser then sends to both. */
  firstVisit() {
    return this.clients[0].request('/api/quota');
  }
  search(i: number, body: Record<string, unknown>, token: string, cookie: string) {
    return this.clients[(i % 2) as 0 | 1].json<{ error?: string; quota?: { used: number } }>('/api/search', {
      method: 'POST',
      headers: { cookie },
      json: { token, ...body },
    });
  }
}

async function tokens(n: number): Promise<string[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => solveAltcha(i % 2 ? b.url : a.url)));
}

const deviceCookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe.skipIf(!onPostgres)('two instances on one PostgreSQL under load', () => {
  it('anonymous: exactly 2 of 24 concurrent searches (distinct titles) succeed across both', async () => {
    const browser = new TwoInstanceBrowser('198.18.9.1');
    const cookie = deviceCookieOf(await browser.firstVisit());
    expect(cookie).toMatch(/^ra_device=/);
    const solved = await tokens(24);
    const results = await Promise.all(
      solved.map((token, i) =>
        browser.search(i, { query: 'x', id: extraTitles[i]?.id, type: 'movie' }, token, cookie),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 2, 429: 22 });
    expect(results.filter((r) => r.status === 429).every((r) => r.body.error === 'limit_reached')).toBe(true);
    // Both instances report the same count.
    for (const client of browser.clients) {
      const quota = await client.json<{ used: number; remaining: number }>('/api/quota', {
        headers: { cookie },
      });
      expect(quota.body).toMatchObject({ used: 2, remaining: 0 });
    }
  });

  it('a token spent on one instance is refused by the other', async () => {
    const browser = new TwoInstanceBrowser('198.18.9.2');
    const cookie = deviceCookieOf(await browser.firstVisit());
    const [token] = await tokens(1);
    const body = { query: 'The Matrix (1999)' };
    const first = await browser.search(0, body, token as string, cookie);
    const replay = await browser.search(1, body, token as string, cookie);
    expect([first.status, replay.status, replay.body.error]).toEqual([200, 403, 'bot_check_failed']);
  });

  describe('a free user', () => {
    const helpers = accountHelpers(
      () => a,
      () => smtp,
      '198.18.10',
    );

    /** The user signed in on each instance (one session per instance, as after two sign-ins). */
    async function signedInOnBoth() {
      const { client, email } = await helpers.verifiedUser(`load${Date.now() % 100000}`);
      const other = new TestClient(b.url, client.ip, b.origin);
      const signIn = await other.json('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      return [client, other] as const;
    }

    it('exactly 3 of 24 concurrent searches succeed across both instances', async () => {
      const clients = await signedInOnBoth();
      const solved = await tokens(24);
      const results = await Promise.all(
        solved.map((token, i) =>
          clients[i % 2]?.json<{ error?: string }>('/api/search', {
            method: 'POST',
            json: { token, query: 'x', id: extraTitles[100 + i]?.id, type: 'movie' },
          }),
        ),
      );
      expect(statuses(results as { status: number }[])).toEqual({ 200: 3, 429: 21 });
    });

    it.each(['watchlist', 'watched'] as ListName[])(
      '%s: concurrent adds across both instances stop exactly at the limit',
      async (list) => {
        const clients = await signedInOnBoth();
        const limit = LIST_LIMITS[list];
        const wanted = extraTitles.slice(0, limit + 40);
        const results = await Promise.all(
          wanted.map((title, i) =>
            clients[i % 2]?.json<{ error?: string }>(`/api/lists/${list}`, {
              method: 'POST',
              json: { id: title.id, type: 'movie' },
            }),
          ),
        );
        expect(statuses(results as { status: number }[])).toEqual({ 200: limit, 409: 40 });
        for (const client of clients) {
          const held = await client.json<{ results: unknown[] }>(`/api/lists/${list}`);
          expect(held.body.results).toHaveLength(limit);
        }
      },
    );
  });
});
