import type { ApplyOutcome, BillingStore, SubscriptionRecord, TrialClaimStore } from '../ports/billing.ts';
import { isOlderThan, planFromSubscriptions } from './subscription-plan.ts';

/** A provider's description of a subscription at one moment (a webhook, a test-billing button). */
export interface SubscriptionChange extends Omit<SubscriptionRecord, 'userId'> {
  /** The user, when the provider knows it (checkout metadata); else found by subscription or customer. */
  userId: string | null;
}

/**
 * The one way a subscription changes (docs/product-rules.md#billing), for Stripe webhooks and test billing
 * alike: upserts the subscription row and the user's plan fields in one transaction.
 * Idempotent (the same change twice leaves the same state), deduplicated by event id, and
 * order-tolerant: a change older than the stored one (by the provider's timestamp) is ignored.
 * A user whose trial has started is recorded in the trial registry (by address), so the same
 * person gets no second trial after deleting the account or from another spelling of it.
 */
export async function applySubscriptionChange(
  deps: { billing: BillingStore; trials: Pick<TrialClaimStore, 'record'> },
  change: SubscriptionChange,
  event?: { id: string; type: string },
): Promise<ApplyOutcome> {
  let hadTrial: string | null = null;
  const outcome = await deps.billing.applyChange({
    subscriptionId: change.id,
    userId: change.userId,
    customerId: change.customerId,
    event,
    decide(current, userId) {
      const next: SubscriptionRecord = { ...change, userId: current?.userId ?? userId };
      if (current && isOlderThan(next, current)) return null;
      return next;
    },
    derive(user, subscriptions) {
      const update = planFromSubscriptions(user, subscriptions);
      if (update.trialUsed) hadTrial = user.email;
      return update;
    },
  });
  if (hadTrial) await deps.trials.record(hadTrial);
  return outcome;
}
