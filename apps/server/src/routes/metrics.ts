import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from '../middleware/errors.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics. With METRICS_TOKEN set: whoever sends `Authorization: Bearer <token>`
 * (Prometheus on another host). Without it: only a process on this machine, talking to the
 * server directly — a request relayed by a reverse proxy on the same machine also comes from
 * loopback, so one carrying a forwarding header is refused.
 */
export function mayReadMetrics(c: Context, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(c.req.header('authorization') ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
}

/** Prometheus's scrape endpoint (text exposition format). */
export function metricsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    if (!mayReadMetrics(c, deps.env.METRICS_TOKEN)) {
      return errorResponse(c, 'forbidden', 'Metrics are readable from this machine or with METRICS_TOKEN.');
    }
    const registry = deps.metrics.registry;
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
