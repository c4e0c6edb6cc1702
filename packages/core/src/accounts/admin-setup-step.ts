import type { AccountStore } from '../ports/accounts.ts';

/** What an ADMIN_EMAILS account still has to do before its session is an admin's. */
export type AdminSetupStep = 'reset_password' | 'sign_in_again';

export interface AdminSetupDeps {
  accounts: Pick<AccountStore, 'adminFacts'>;
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
}

/**
 * Why an account whose address is on ADMIN_EMAILS has no admin tools in this session, so its
 * profile can say what to do (grant-admin-if-listed.ts has the rule): `reset_password` while
 * its password was never set through the e-mailed reset link, else `sign_in_again` (a session
 * opened before the address was verified never becomes an admin's). Null for everyone else,
 * for an admin session, and while the address is unverified: until the mailbox is proven,
 * whoever registered the address may be a stranger, and learns nothing about the list.
 */
export async function adminSetupStep(
  deps: AdminSetupDeps,
  user: { id: string; email: string },
  adminSession: boolean,
): Promise<AdminSetupStep | null> {
  if (adminSession || !deps.adminEmails.includes(user.email.toLowerCase())) return null;
  const facts = await deps.accounts.adminFacts(user.id);
  if (!facts?.emailVerified || !facts.emailVerifiedAt) return null;
  return facts.hasPassword && facts.passwordResetAt === null ? 'reset_password' : 'sign_in_again';
}
