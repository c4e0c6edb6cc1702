import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Metrics } from './metrics.ts';

const SEARCH_ROUTE = '/api/search';

/**
 * Times every request by the route pattern that answered it (`/api/lists/:list`, never the raw
 * path, so the number of series stays bounded), and counts search answers by outcome. A refused
 * search's reason is the `error` code of its (small JSON) body.
 */
export function httpMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    metrics.httpDuration
      .labels(c.req.method, route, String(status))
      .observe((performance.now() - started) / 1000);
    if (route === SEARCH_ROUTE && c.req.method === 'POST') {
      if (status === 200) metrics.searches.labels('answered', '').inc();
      else metrics.searches.labels('refused', await errorCode(c.res)).inc();
    }
  };
}

async function errorCode(res: Response): Promise<string> {
  try {
    const body = (await res.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : `http_${res.status}`;
  } catch {
    return `http_${res.status}`;
  }
}
