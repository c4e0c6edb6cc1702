import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from './errors.ts';
import { isAdminSession, signedInUser } from './signed-in-user.ts';
import { hasSessionCookie } from './subject.ts';

/**
 * 403 `banned` on every API route for a client whose address (as TRUST_PROXY resolves it) falls
 * under a ban. Signed-in admins pass, so an operator caught by a ban of their own network can
 * still lift it; the session is only looked up on that rare path.
 */
export function banGuard(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await deps.bans.isBanned(c.get('clientIp'))) {
      const admin = hasSessionCookie(c) && isAdminSession(await signedInUser(deps, c));
      if (!admin) {
        c.header('Cache-Control', 'no-store');
        return errorResponse(c, 'banned');
      }
    }
    await next();
  };
}
