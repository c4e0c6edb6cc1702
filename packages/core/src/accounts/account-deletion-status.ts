import type { PlanFields } from '../billing/paid-access.ts';
import type { BillingStore } from '../ports/billing.ts';
import type { Clock } from '../ports/clock.ts';
import { accountDeletionBlock } from './account-deletion-block.ts';

/** What the profile shows before a deletion: allowed now, or paid access runs until `paidUntil`. */
export interface AccountDeletionStatus {
  allowed: boolean;
  /** Trial end, cancellation date or next renewal; null when allowed or not known. */
  paidUntil: Date | null;
}

export async function accountDeletionStatus(
  deps: { billing: Pick<BillingStore, 'subscriptionsOf'>; clock: Clock },
  user: PlanFields & { id: string },
): Promise<AccountDeletionStatus> {
  const block = await accountDeletionBlock(deps, user);
  return { allowed: !block, paidUntil: block?.until ?? null };
}
