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
  return (await applySubscriptionChangeReporting(deps, change, event)).outcome;
}

/** What applying a change did, and whether it is the change that put the subscription on trial. */
export interface AppliedSubscriptionChange {
  outcome: ApplyOutcome;
  /**
   * Set when this change moved the subscription into `trialing` (it was unknown or in another
   * status before), so a check that must run once per trial (the card's) runs once: not for
   * a replay, a stale copy, or a later update of the same trial.
   */
  startedTrial: { subscriptionId: string; userId: string } | null;
}

/** `applySubscriptionChange`, also telling whether the change started a trial. */
export async function applySubscriptionChangeReporting(
  deps: { billing: BillingStore; trials: Pick<TrialClaimStore, 'record'> },
  change: SubscriptionChange,
  event?: { id: string; type: string },
): Promise<AppliedSubscriptionChange> {
  let hadTrial: string | null = null;
  let startedTrial: AppliedSubscriptionChange['startedTrial'] = null;
  const outcome = await deps.billing.applyChange({
    subscriptionId: change.id,
    userId: change.userId,
    customerId: change.customerId,
    event,
    decide(current, userId) {
      const next: SubscriptionRecord = { ...change, userId: current?.userId ?? userId };
      startedTrial = null;
      if (current && isOlderThan(next, current)) return null;
      if (next.status === 'trialing' && current?.status !== 'trialing') {
        startedTrial = { subscriptionId: next.id, userId: next.userId };
      }
      return next;
    },
    derive(user, subscriptions) {
      const update = planFromSubscriptions(user, subscriptions);
      if (update.trialUsed) hadTrial = user.email;
      return update;
    },
  });
  if (hadTrial) await deps.trials.record(hadTrial);
  return { outcome, startedTrial: outcome === 'applied' ? startedTrial : null };
}
