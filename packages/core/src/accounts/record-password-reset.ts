import type { AccountStore } from '../ports/accounts.ts';

/**
 * A password set through the e-mailed reset link is the mailbox owner's: noted, so the
 * ADMIN_EMAILS rule (grant-admin-if-listed.ts) may trust it from now on.
 */
export async function recordPasswordReset(
  deps: { accounts: Pick<AccountStore, 'recordPasswordReset'> },
  userId: string,
  at: Date,
): Promise<void> {
  await deps.accounts.recordPasswordReset(userId, at);
}
