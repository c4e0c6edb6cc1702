import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCatalog } from '../src/boot/catalog.ts';
import { startCatalogRefresh } from '../src/boot/catalog-refresh.ts';
import { createMetrics } from '../src/metrics/metrics.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('/readyz', () => {
  it('is ready once the database answers and every migration is applied', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: true, pendingMigrations: 0 });
  });

  it('is not ready while a migration of this build is not applied (an older schema)', async () => {
    const { db } = server.deps.database;
    await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', database: true, pendingMigrations: 1 });
    // /healthz stays a liveness check: the process and its database are up.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('job runs', () => {
  it('counts a catalog refresh skipped because another instance holds the lock', async () => {
    const metrics = createMetrics();
    const database = {
      ...server.deps.database,
      tryWithLock: async () => ({ ran: false as const }),
    };
    const refresh = startCatalogRefresh({
      database,
      live: {} as LiveCatalog,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      batch: 10,
      intervalMs: 20,
      metrics,
    });
    await expect
      .poll(
        async () =>
          (await metrics.registry.metrics()).match(/job="catalog_refresh",outcome="skipped"} (\d+)/)?.[1],
      )
      .toBeDefined();
    await refresh.stop();
  });
});
