import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';

export const DEVICE_COOKIE = 'ra_device';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const UUID = /^[0-9a-f-]{36}$/;

/**
 * A signed, HttpOnly id for this browser. It is the second key anonymous searches count
 * against (the IP is the first), so clearing it only ever makes the count stricter.
 */
export async function deviceIdOf(c: Context, secret: string, secure: boolean): Promise<string> {
  const existing = await getSignedCookie(c, secret, DEVICE_COOKIE);
  if (typeof existing === 'string' && UUID.test(existing)) return existing;
  const id = randomUUID();
  await setSignedCookie(c, DEVICE_COOKIE, id, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
