import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { errorResponse } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth for every state-changing API call: a browser always sends Origin on
 * them, so one from another site is refused. (Calls without Origin come from non-browser
 * clients, which cannot carry a victim's cookies; the session cookie is also SameSite=Lax.)
 */
export function sameOrigin(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (UNSAFE.has(c.req.method) && origin && !trusted.has(origin)) {
      return errorResponse(c, 'forbidden', 'Cross-site requests are not allowed.');
    }
    await next();
  };
}
