import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ipCounterKey, resolveClientIp } from './client-ip.ts';
import { deviceIdOf } from './device-cookie.ts';

/** Works out who is calling once per request; routes read `c.get('subject')`. */
export function resolveSubject(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.env.PUBLIC_URL?.startsWith('https://') ?? false;
  return async (c, next) => {
    const ip = resolveClientIp(c, deps.env.TRUST_PROXY);
    c.set('clientIp', ip);
    const deviceId = await deviceIdOf(c, deps.cookieSecret, secure);
    c.set('subject', { kind: 'anonymous', ipKey: ipCounterKey(ip), deviceId });
    await next();
  };
}
