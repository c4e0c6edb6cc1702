import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ipCounterKey, resolveClientIp } from './client-ip.ts';
import { deviceIdOf } from './device-cookie.ts';

/** The caller's IP, for every API route (cheap: no crypto, no I/O). */
export function resolveClientIpMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', resolveClientIp(c, deps.env.TRUST_PROXY));
    await next();
  };
}

/**
 * Who is counted, for the routes that count (search, quota). Verifying the signed device
 * cookie costs an HMAC, so routes that never count (autocomplete, top-rated) skip it.
 */
export function resolveSubject(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.env.PUBLIC_URL?.startsWith('https://') ?? false;
  return async (c, next) => {
    const deviceId = await deviceIdOf(c, deps.cookieSecret, secure);
    c.set('subject', { kind: 'anonymous', ipKey: ipCounterKey(c.get('clientIp')), deviceId });
    await next();
  };
}
