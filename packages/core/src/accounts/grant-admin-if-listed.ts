import type { AccountStore, AdminGrantFacts } from '../ports/accounts.ts';

export interface GrantAdminDeps {
  accounts: Pick<AccountStore, 'adminFacts' | 'grantAdmin'>;
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
}

/**
 * An address on ADMIN_EMAILS makes its account an admin only when
 * - the address is verified, no later than the session being opened (a session opened by
 *   whoever registered the address first proves nothing), and
 * - its password, if it has one, was set through the e-mailed reset link: whoever registered
 *   the address first chose the password, and verifying by the real owner proves the mailbox,
 *   not the password. An account with Google alone has no password to doubt.
 * It only grants: revoking is done on the user record.
 */
export function mayBecomeAdmin(
  facts: AdminGrantFacts,
  sessionOpenedAt: Date,
  adminEmails: readonly string[],
): boolean {
  return (
    !facts.isAdmin &&
    facts.emailVerified &&
    facts.emailVerifiedAt !== null &&
    facts.emailVerifiedAt.getTime() <= sessionOpenedAt.getTime() &&
    adminEmails.includes(facts.email.toLowerCase()) &&
    (facts.passwordResetAt !== null || !facts.hasPassword)
  );
}

/**
 * Run when a session is opened (a sign-in). The facts only move towards the grant (an address
 * is verified once; a password is set, for an account without one too, only through the reset
 * link, which the rule accepts), so deciding on what was read is as strict as one conditional
 * write was. Without ADMIN_EMAILS nothing is read.
 */
export async function grantAdminIfListed(
  deps: GrantAdminDeps,
  userId: string,
  sessionOpenedAt: Date,
): Promise<boolean> {
  if (deps.adminEmails.length === 0) return false;
  const facts = await deps.accounts.adminFacts(userId);
  if (!facts || !mayBecomeAdmin(facts, sessionOpenedAt, deps.adminEmails)) return false;
  await deps.accounts.grantAdmin(userId);
  return true;
}
