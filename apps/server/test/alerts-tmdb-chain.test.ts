import { schema } from '@reelatlas/db';
import {
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  fakeTmdbTitles,
  type SmtpCapture,
  solveAltcha,
  startFakeTmdb,
  startSmtpCapture,
} from '@reelatlas/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHelpers } from './account-helpers.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// The whole chain on the real timers, configured in decimals as an operator testing it would.
const clock = testClock('2026-11-21T12:00:00Z');
let fake: FakeTmdb;
let smtp: SmtpCapture;
let server: TestServer;
const titles = structuredClone(fakeTmdbTitles);
const { verifiedUser } = accountHelpers(
  () => server,
  () => smtp,
  '198.18.17',
);

beforeAll(async () => {
  fake = await startFakeTmdb(titles);
  smtp = await startSmtpCapture();
  server = await startTestServer({
    clock,
    env: {
      SMTP_URL: smtp.url,
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_TITLE_TTL_HOURS: '0.5',
      TMDB_REFRESH_INTERVAL_MINUTES: '0.005',
      ALERT_INTERVAL_MINUTES: '0.005',
    },
    seedCatalog: async () => {},
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
const alertMails = (email: string) =>
  smtp.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Availability alert'));
const changeRows = () =>
  server.deps.database.db
    .select()
    .from(schema.availabilityChanges)
    .where(
      and(eq(schema.availabilityChanges.titleType, 'movie'), eq(schema.availabilityChanges.titleId, 603)),
    );

describe('fake TMDb changes a watchlist title → refresh → change rows → one digest → unsubscribe', () => {
  it('runs end to end on the scheduled jobs', async () => {
    const user = await verifiedUser('chainpro');
    await server.deps.database.db
      .update(schema.users)
      .set({ plan: 'Pro', isPro: true })
      .where(eq(schema.users.id, user.userId));
    const token = await solveAltcha(server.url);
    const opened = await user.client.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix (1999)', id: 603, type: 'movie', token },
    });
    expect(opened.status).toBe(200);
    expect(
      (
        await user.client.json('/api/me/services', {
          method: 'PUT',
          json: { services: ['Netflix'], country: 'SE' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await user.client.json('/api/lists/watchlist', { method: 'POST', json: { id: 603, type: 'movie' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await user.client.json('/api/me/alerts/titles', {
          method: 'PUT',
          json: { type: 'movie', id: 603, alert: true },
        })
      ).status,
    ).toBe(200);

    // TMDb now says The Matrix left Sweden's Netflix; a day later the title is stale.
    const matrix = titles.find((t) => t.mediaType === 'movie' && t.item.id === 603);
    if (!matrix) throw new Error('no Matrix');
    const sweden = matrix.providers.SE;
    delete matrix.providers.SE;
    clock.set('2026-11-22T12:00:00Z');
    await until(() => alertMails(user.email).length > 0, 'the digest');
    expect(await changeRows()).toEqual([
      expect.objectContaining({
        country: 'SE',
        provider: 'Netflix',
        offerType: 'subscription',
        change: 'removed',
      }),
    ]);
    const [mail] = alertMails(user.email);
    expect(mail?.text).toContain('Leaving Netflix in Sweden');
    expect(mail?.text).toContain('http://reelatlas.test/movie?id=movie:603');
    // Many more job runs the same day: still one.
    await sleep(1500);
    expect(alertMails(user.email)).toHaveLength(1);

    // The unsubscribe link, one click: then no further mail, even with news on a later day.
    const link = new URL((mail?.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, ''));
    const res = await fetch(`${server.url}${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    if (sweden) matrix.providers.SE = sweden;
    clock.set('2026-11-23T12:00:00Z');
    await until(async () => (await changeRows()).length === 2, 'the second refresh');
    await sleep(1500);
    expect(alertMails(user.email)).toHaveLength(1);
  });
});
