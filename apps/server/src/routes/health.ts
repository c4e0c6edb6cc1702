import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';

/** Liveness plus a database round trip, for load balancers and start-up scripts. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/healthz', async (c) => {
    try {
      await deps.database.db.execute(sql`SELECT 1`);
      return c.json({ status: 'ok', database: deps.database.kind, catalog: deps.catalog.source });
    } catch (err) {
      deps.logger.error({ err }, 'health check failed');
      return c.json({ status: 'error' }, 503);
    }
  });
}
