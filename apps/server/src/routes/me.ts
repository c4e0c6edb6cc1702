import {
  accountMessages,
  deleteAccountSchema,
  proDeleteNotice,
  updateProfileSchema,
} from '@reelatlas/contracts';
import { paidAccessUntil } from '@reelatlas/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse, validationResponse } from '../middleware/errors.ts';
import { type SignedInUser, signedInUser } from '../middleware/signed-in-user.ts';

const userView = (user: SignedInUser) => ({
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

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** The signed-in user's record (spec §3): read, change, export, delete. */
export function meRoutes(deps: AppDeps) {
  const accounts = deps.accounts;
  return new Hono<AppEnv>()
    .use('/api/me', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/api/me', async (c) => {
      const user = await signedInUser(deps, c);
      return user ? c.json(userView(user)) : errorResponse(c, 'unauthorized');
    })
    .patch('/api/me', async (c) => {
      const user = await signedInUser(deps, c);
      if (!user) return errorResponse(c, 'unauthorized');
      const parsed = updateProfileSchema.safeParse(await jsonBody(c));
      if (!parsed.success) return validationResponse(c, parsed.error);
      const { username, country } = parsed.data;
      if (username !== undefined && !(await accounts.setUsername(user.id, username))) {
        return errorResponse(c, 'conflict', accountMessages.usernameTaken, {
          fields: { username: accountMessages.usernameTaken },
        });
      }
      if (country !== undefined) await accounts.setCountry(user.id, country);
      const fresh = await signedInUser(deps, c);
      return fresh ? c.json(userView(fresh)) : errorResponse(c, 'unauthorized');
    })
    .get('/api/me/export', async (c) => {
      const user = await signedInUser(deps, c);
      if (!user) return errorResponse(c, 'unauthorized');
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', 'attachment; filename="reelatlas-my-data.json"');
      return c.json({ exportedAt: deps.clock.now().toISOString(), ...(await accounts.exportUser(user.id)) });
    })
    .delete('/api/me', async (c) => {
      const user = await signedInUser(deps, c);
      if (!user) return errorResponse(c, 'unauthorized');
      const parsed = deleteAccountSchema.safeParse(await jsonBody(c));
      if (!parsed.success) return validationResponse(c, parsed.error);
      const paidUntil = paidAccessUntil(user, deps.clock.now());
      if (paidUntil)
        return errorResponse(c, 'conflict', proDeleteNotice(paidUntil === 'open-ended' ? null : paidUntil));
      const hash = await accounts.passwordHash(user.id);
      const context = await deps.auth.$context;
      const matches = hash ? await context.password.verify({ hash, password: parsed.data.password }) : false;
      if (!matches)
        return errorResponse(c, 'forbidden', accountMessages.incorrectPassword, {
          fields: { password: accountMessages.incorrectPassword },
        });
      await accounts.deleteUser(user.id);
      // The session row went with the user; the browser's cookie is now worthless, clear it too.
      c.header('Set-Cookie', 'ra.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
      return c.json({ deleted: true });
    });
}
