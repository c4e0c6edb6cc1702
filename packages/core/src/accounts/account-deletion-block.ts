import { type PlanFields, paidAccessUntil } from '../billing/paid-access.ts';
import { isLive } from '../billing/subscription-plan.ts';
import type { BillingStore } from '../ports/billing.ts';
import type { Clock } from '../ports/clock.ts';

/** Why an account cannot be deleted now: paid access runs, until `until` (null: not known). */
export interface DeletionBlock {
  until: Date | null;
}

/**
 * An account cannot be deleted while Pro or a trial runs. Says until when the paid
 * period runs: a trial's end, a cancelled subscription's end date, or, for a subscription that
 * renews, the end of the current period (the next renewal date on its subscription row).
 * Null when the account may be deleted.
 */
export async function accountDeletionBlock(
  deps: { billing: Pick<BillingStore, 'subscriptionsOf'>; clock: Clock },
  user: PlanFields & { id: string },
): Promise<DeletionBlock | null> {
  const until = paidAccessUntil(user, deps.clock.now());
  if (!until) return null;
  if (until !== 'open-ended') return { until };
  // The subscription that decides the plan (the live one changed last, as planFromSubscriptions picks).
  const [current] = (await deps.billing.subscriptionsOf(user.id))
    .filter(isLive)
    .sort((a, b) => b.lastEventAt.getTime() - a.lastEventAt.getTime());
  return { until: current?.currentPeriodEnd ?? null };
}
