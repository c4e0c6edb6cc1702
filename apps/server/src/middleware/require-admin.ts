import { adminMessages } from '@reelatlas/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from './errors.ts';
import { isAdminSession, signedInUser } from './signed-in-user.ts';

/** Admin tools: 401 signed out, 403 for anyone without `isAdmin` — before any validation. */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await signedInUser(deps, c);
    if (!user) return errorResponse(c, 'unauthorized');
    if (!isAdminSession(user)) return errorResponse(c, 'forbidden', adminMessages.adminOnly);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
