import type { PlannerCountryResponse, PlannerResponse } from '@reelatlas/contracts';
import { schema, upsertCatalogTitles } from '@reelatlas/db';
import {
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  fixtureTitles,
  type SmtpCapture,
  startFakeTmdb,
  startSmtpCapture,
} from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveCatalog } from '../src/boot/catalog.ts';
import { runCatalogRefresh } from '../src/boot/catalog-refresh.ts';
import { accountHelpers } from './account-helpers.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// The planner on a live (TMDb) catalog: it reads only what is stored, marks watchlist titles
// older than the time to live, and queues them so the catalog's own refresh takes them first.

const HOUR = 3_600_000;
const clock = testClock('2026-11-21T12:00:00Z');
const started = clock.now().getTime();
let fake: FakeTmdb;
let smtp: SmtpCapture;
let server: TestServer;
const { verifiedUser } = accountHelpers(
  () => server,
  () => smtp,
  '198.18.17',
);

const byKey = (type: string, id: number) => {
  const title = fixtureTitles.find((t) => t.type === type && t.id === id);
  if (!title) throw new Error(`no fixture ${type}:${id}`);
  return title;
};

beforeAll(async () => {
  fake = await startFakeTmdb();
  smtp = await startSmtpCapture();
  server = await startTestServer({
    clock,
    env: {
      SMTP_URL: smtp.url,
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_TITLE_TTL_HOURS: '24',
      // The test runs the refresh itself.
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
    },
    // Live titles as TMDb's cache stores them: The Matrix and its sequel fetched now, Amélie an hour
    // earlier (so it is the oldest once all are stale).
    seedCatalog: async (db) => {
      await upsertCatalogTitles(db, [byKey('movie', 603), byKey('movie', 604)], new Date(started));
      await upsertCatalogTitles(db, [byKey('movie', 194)], new Date(started - HOUR));
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

describe('the planner on a live catalog', () => {
  it('marks stale titles, queues them for the refresh, and calls TMDb for nothing', async () => {
    const { client } = await verifiedUser('planner-live');
    await client.json('/api/me/services', { method: 'PUT', json: { services: ['Netflix'], country: 'SE' } });
    for (const id of [603, 604])
      expect(
        (await client.json('/api/lists/watchlist', { method: 'POST', json: { type: 'movie', id } })).status,
      ).toBe(200);
    await server.deps.database.db
      .update(schema.users)
      .set({ plan: 'Pro', isPro: true })
      .where(eq(schema.users.id, (await client.json<{ id: string }>('/api/me')).body.id));
    const tmdbCalls = fake.requests.length;

    const fresh = await client.json<PlannerResponse>('/api/me/planner');
    expect(fresh.body).toMatchObject({ access: 'full', total: 2, refreshing: [] });

    // A day and a bit later every stored title is past its 24 h.
    clock.set(new Date(started + 25 * HOUR).toISOString());
    const stale = await client.json<PlannerResponse>('/api/me/planner');
    expect(stale.body).toMatchObject({
      access: 'full',
      total: 2,
      // Still counted from what is stored.
      countries: [
        { country: 'SE', mine: 1, any: 1 },
        { country: 'GB', mine: 1, any: 1 },
        { country: 'US', mine: 1, any: 1 },
        { country: 'DE', mine: 0, any: 1 },
      ],
      refreshing: [
        { type: 'movie', id: 603, title: 'The Matrix' },
        { type: 'movie', id: 604, title: 'The Matrix Reloaded' },
      ],
    });
    const sweden = await client.json<PlannerCountryResponse>('/api/me/planner/SE');
    expect(sweden.body.titles.map((title) => [title.title, title.stale])).toEqual([['The Matrix', true]]);
    // Asking again queues nothing twice.
    await client.json('/api/me/planner');
    const queued = await server.deps.database.db.select().from(schema.titleRefreshQueue);
    expect(queued.map((row) => `${row.titleType}:${row.titleId}`).sort()).toEqual(['movie:603', 'movie:604']);
    expect(fake.requests.length).toBe(tmdbCalls);

    // The catalog's refresh, one title per run: a queued watchlist title goes before Amélie,
    // the oldest stale title but one nobody is waiting for.
    const live = createLiveCatalog(
      server.deps.env,
      server.deps.database.db,
      clock,
      pino({ level: 'silent' }),
    );
    if (!live) throw new Error('no live catalog');
    const refresh = () =>
      runCatalogRefresh({
        database: server.deps.database,
        live,
        clock,
        logger: pino({ level: 'silent' }),
        batch: 1,
      });
    expect(await refresh()).toMatchObject({ checked: 1, updated: 1 });
    expect(fake.hits('/3/movie/194')).toBe(0);
    const first = fake.hits('/3/movie/603') > 0 ? 603 : 604;
    expect(fake.hits(`/3/movie/${first}`)).toBe(1);
    const after = await client.json<PlannerResponse>('/api/me/planner');
    expect(after.body.access === 'full' && after.body.refreshing.map((title) => title.id)).toEqual([
      first === 603 ? 604 : 603,
    ]);
    await refresh();
    expect((await client.json<PlannerResponse>('/api/me/planner')).body).toMatchObject({ refreshing: [] });
    // Only then the oldest of the rest; the queue is empty once its titles are fresh.
    await refresh();
    expect(fake.hits('/3/movie/194')).toBe(1);
    expect(await server.deps.database.db.select().from(schema.titleRefreshQueue)).toEqual([]);
  });
});
