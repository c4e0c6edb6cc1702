import type { AccountExport, AccountStore } from '../ports/accounts.ts';
import type { Clock } from '../ports/clock.ts';

/** The GDPR access copy (docs/product-rules.md#profile): every stored row of the user, and when it was taken. */
export async function exportAccountData(
  deps: { accounts: Pick<AccountStore, 'exportUser'>; clock: Clock },
  userId: string,
): Promise<{ exportedAt: string } & AccountExport> {
  return { exportedAt: deps.clock.now().toISOString(), ...(await deps.accounts.exportUser(userId)) };
}
