import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from '../middleware/errors.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';

/** The signed-in user's record (spec §3), for the profile and the session context. */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/me', async (c) => {
    const user = await signedInUser(deps, c);
    c.header('Cache-Control', 'no-store');
    if (!user) return errorResponse(c, 'unauthorized');
    return c.json({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      username: user.username,
      name: user.name,
      image: user.image ?? null,
      country: user.country,
      plan: user.plan,
      isPro: user.isPro,
      isTrial: user.isTrial,
      trialEndDate: user.trialEndDate ?? null,
      subscriptionEndDate: user.subscriptionEndDate ?? null,
      trialUsed: user.trialUsed,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin ?? null,
    });
  });
}
