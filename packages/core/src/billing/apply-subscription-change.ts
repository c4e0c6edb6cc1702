import type { ApplyOutcome, BillingStore, SubscriptionRecord } from '../ports/billing.ts';
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
 */
export async function applySubscriptionChange(
  deps: { billing: BillingStore },
  change: SubscriptionChange,
  event?: { id: string; type: string },
): Promise<ApplyOutcome> {
  return deps.billing.applyChange({
    subscriptionId: change.id,
    userId: change.userId,
    customerId: change.customerId,
    event,
    decide(current, userId) {
      const next: SubscriptionRecord = { ...change, userId: current?.userId ?? userId };
      if (current && isOlderThan(next, current)) return null;
      return next;
    },
    derive: planFromSubscriptions,
  });
}
