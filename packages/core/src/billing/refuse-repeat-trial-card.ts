import type { BillingStore, TrialCardGateway, TrialClaimStore } from '../ports/billing.ts';

export type TrialCardOutcome = 'no_card' | 'first_trial' | 'trial_ended';

/**
 * One trial per card (docs/product-rules.md#plans-and-trial). Stripe Checkout takes the card on
 * its own page after the trial was offered, so the card is checked when the trial has started:
 * its fingerprint is claimed in the trial registry, and when another trial claimed it before,
 * this trial ends now (the subscription bills from today; the plan follows from the provider's
 * next events) and the account's trial counts as used. Provider failures are thrown: the
 * caller decides what a failed check means.
 */
export async function refuseRepeatTrialCard(
  deps: {
    billing: Pick<BillingStore, 'markTrialUsed'>;
    trials: Pick<TrialClaimStore, 'claimCard'>;
    cards: TrialCardGateway;
  },
  started: { subscriptionId: string; userId: string },
): Promise<TrialCardOutcome> {
  const fingerprint = await deps.cards.cardFingerprint(started.subscriptionId);
  if (!fingerprint) return 'no_card';
  if (await deps.trials.claimCard(fingerprint)) return 'first_trial';
  await deps.cards.endTrialNow(started.subscriptionId);
  await deps.billing.markTrialUsed(started.userId);
  return 'trial_ended';
}
