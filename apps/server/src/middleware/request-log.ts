import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** Method, path, status and time. No IPs, query strings or bodies: they can be personal data. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
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
