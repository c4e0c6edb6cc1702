import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** Method, path, status and time. No IPs, query strings or bodies: they can be personal data. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    // In production at level warn, one log call per request is skipped before it builds anything.
    if (!logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
