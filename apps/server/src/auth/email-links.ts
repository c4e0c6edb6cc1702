import { verifyJWT } from 'better-auth/crypto';
import type { Auth } from './create-auth.ts';

/**
 * True when `token` is a genuine verification link (signed by this site, not expired) for an
 * address that is verified already, i.e. a used link. Better Auth answers such a link exactly as
 * it answers the first use, so the page could not tell the user that nothing happened (docs/product-rules.md#messages).
 * Only a link this site signed gets this answer, so it reveals nothing about other addresses.
 * An e-mail change link (`updateTo`) is Better Auth's business alone.
 */
export async function isUsedVerificationLink(auth: Auth, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const context = await auth.$context;
  const payload = await verifyJWT<{ email?: unknown; updateTo?: unknown }>(token, context.secret);
  if (!payload || typeof payload.email !== 'string' || payload.updateTo !== undefined) return false;
  const found = await context.internalAdapter.findUserByEmail(payload.email);
  return found?.user.emailVerified === true;
}

/**
 * True while a password reset link can still be used: looked up as Better Auth's reset does, but
 * without spending it (docs/product-rules.md#accounts: the link's code is checked when the page opens).
 */
export async function isLiveResetLink(auth: Auth, token: string): Promise<boolean> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}
