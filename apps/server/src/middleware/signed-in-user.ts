import type { Context } from 'hono';
import type { SignedInUser } from '../auth/session-user.ts';
import type { AppDeps, AppEnv } from '../context.ts';

/**
 * Admin rights hold only in a session opened after the address was verified (docs/product-rules.md#admins): a
 * session that somehow outlived the verification (they all end then) is never admin.
 */
export function isAdminSession(user: SignedInUser | null | undefined): boolean {
  if (!user?.isAdmin || !user.emailVerified || !user.emailVerifiedAt) return false;
  return new Date(user.sessionCreatedAt).getTime() >= new Date(user.emailVerifiedAt).getTime();
}

/**
 * The user of the request's session cookie, or null. Better Auth checks the cookie and expiry.
 * Looked up once per request (middleware and route share it); `fresh` re-reads after a change.
 */
export async function signedInUser(
  deps: AppDeps,
  c: Context<AppEnv>,
  options: { fresh?: boolean } = {},
): Promise<SignedInUser | null> {
  const known = c.get('sessionUser');
  if (known !== undefined && !options.fresh) return known;
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  const user = session
    ? ({ ...session.user, sessionCreatedAt: session.session.createdAt } as unknown as SignedInUser)
    : null;
  c.set('sessionUser', user);
  return user;
}
