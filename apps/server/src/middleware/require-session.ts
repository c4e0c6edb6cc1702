import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from './errors.ts';
import { signedInUser } from './signed-in-user.ts';

/** Sign-in is checked first (docs/product-rules.md#lists): signed-out callers get 'Please log in.' before any validation. */
export function requireSession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await signedInUser(deps, c))) return errorResponse(c, 'unauthorized');
    await next();
  };
}
