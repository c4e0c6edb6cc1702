import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';

/**
 * `/healthz`: liveness plus a database round trip, for load balancers and start-up scripts.
 * `/readyz`: whether this instance should get traffic — the database answers and every migration
 * of this build is applied (a proxy's health check; Caddy's in compose.yaml).
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/healthz', async (c) => {
      try {
        await deps.health.ping();
        return c.json({ status: 'ok', database: deps.database.kind, catalog: deps.catalog.source });
      } catch (err) {
        deps.logger.error({ err }, 'health check failed');
        return c.json({ status: 'error' }, 503);
      }
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      const readiness = await deps.health.readiness();
      const ready = readiness.database && readiness.pendingMigrations === 0;
      return c.json({ status: ready ? 'ready' : 'not_ready', ...readiness }, ready ? 200 : 503);
    });
}
