import { effectivePlan } from '@reelatlas/core';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.ts';
import { ipBlockKey, ipCounterKey, resolveClientIp } from './client-ip.ts';
import { deviceIdOf } from './device-cookie.ts';
import { errorResponse } from './errors.ts';
import { signedInUser } from './signed-in-user.ts';

/** The caller's IP, for every API route (cheap: no crypto, no I/O). */
export function resolveClientIpMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', resolveClientIp(c, deps.env.TRUST_PROXY));
    await next();
  };
}

/**
 * Who is counted, for the routes that count (search, quota): the signed-in user (whether its
 * e-mail is verified decides its allowance), else the anonymous visitor; both with their IP and
 * device (docs/product-rules.md#who-is-counted). The plan is the one that holds now (a trial or a cancelled
 * subscription past its end date counts as Free; an `x-pro` header counts for nothing). Verifying the device cookie costs an HMAC and a session
 * lookup costs a query, so routes that never count (autocomplete, top-rated) skip this.
 */
export function resolveSubject(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.env.PUBLIC_URL?.startsWith('https://') ?? false;
  return async (c, next) => {
    const deviceId = await deviceIdOf(c, deps.cookieSecret, secure);
    const user = hasSessionCookie(c) ? await signedInUser(deps, c) : null;
    const ip = c.get('clientIp');
    const network = { ipKey: ipCounterKey(ip), ipBlockKey: ipBlockKey(ip) || null };
    c.set(
      'subject',
      user
        ? {
            kind: 'user',
            userId: user.id,
            plan: effectivePlan(user, deps.clock.now()),
            emailVerified: user.emailVerified,
            deviceId,
            ...network,
          }
        : { kind: 'anonymous', deviceId, ...network },
    );
    await next();
  };
}

/** Better Auth's cookies (prefix `ra`), plain and, behind HTTPS, `__Secure-`. */
const SESSION_COOKIES = ['ra.session_token', 'ra.session_data', 'ra.dont_remember'];

/**
 * Drops every cookie a session may have left in the browser, under both names: plain, and
 * `__Secure-` behind HTTPS (a deletion reaches that one only with `Secure` and the cookie's path).
 */
export function clearSessionCookies(c: Parameters<MiddlewareHandler<AppEnv>>[0]): void {
  for (const name of SESSION_COOKIES) {
    deleteCookie(c, name, { path: '/' });
    deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
  }
}

/**
 * For searches (docs/product-rules.md#search-answers): a
 * browser that still holds a session cookie whose session has ended (signed out elsewhere,
 * password reset, expired) believes it is signed in with 3 searches a day. Rather than count it
 * silently as anonymous, answer 401 so the web sends it to sign in and resumes the search. The
 * dead cookie is dropped at the same time, so staying signed out searches anonymously next time.
 */
export function refuseEndedSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('subject')?.kind === 'anonymous' && hasSessionCookie(c)) {
      clearSessionCookies(c);
      return errorResponse(c, 'unauthorized', 'Your session has expired. Please sign in again.');
    }
    await next();
  };
}

export function hasSessionCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  return sessionCookieOf(c) !== null;
}

/** The session cookie's value as sent (not checked: no lookup), or null without one. */
export function sessionCookieOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | null {
  // Most calls (anonymous typing) carry no session cookie at all: a substring test answers them
  // without parsing every cookie. Both names end in the plain one.
  if (!c.req.header('cookie')?.includes('ra.session_token=')) return null;
  const cookies = getCookie(c);
  return cookies['ra.session_token'] || cookies['__Secure-ra.session_token'] || null;
}
