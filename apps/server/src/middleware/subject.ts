import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.ts';
import { ipCounterKey, resolveClientIp } from './client-ip.ts';
import { deviceIdOf } from './device-cookie.ts';
import { signedInUser } from './signed-in-user.ts';

/** The caller's IP, for every API route (cheap: no crypto, no I/O). */
export function resolveClientIpMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', resolveClientIp(c, deps.env.TRUST_PROXY));
    await next();
  };
}

/**
 * Who is counted, for the routes that count (search, quota): the signed-in user, else the
 * anonymous visitor by IP and device. Verifying the device cookie costs an HMAC and a session
 * lookup costs a query, so routes that never count (autocomplete, top-rated) skip this.
 */
export function resolveSubject(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.env.PUBLIC_URL?.startsWith('https://') ?? false;
  return async (c, next) => {
    const deviceId = await deviceIdOf(c, deps.cookieSecret, secure);
    const user = hasSessionCookie(c) ? await signedInUser(deps, c) : null;
    c.set(
      'subject',
      user
        ? { kind: 'user', userId: user.id, plan: user.plan, deviceId }
        : { kind: 'anonymous', ipKey: ipCounterKey(c.get('clientIp')), deviceId },
    );
    await next();
  };
}

export function hasSessionCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  const cookies = getCookie(c);
  return Boolean(cookies['ra.session_token'] ?? cookies['__Secure-ra.session_token']);
}
