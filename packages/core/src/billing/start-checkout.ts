import { billingMessages, type CheckoutRequest, TRIAL_DAYS } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { BillingGateway, BillingStore, BillingUser, TrialClaimStore } from '../ports/billing.ts';
import { isLive } from './subscription-plan.ts';

export interface BillingDeps {
  billing: BillingStore;
  /** Who ever had a trial, across deleted accounts and other spellings of one address. */
  trials: TrialClaimStore;
  /** Absent when no payment provider is available (production without Stripe). */
  gateway?: BillingGateway;
}

/**
 * Who may start a checkout, and with which trial: a verified e-mail, no live subscription (a
 * second one would bill twice), and the 7-day trial only for a person who never had one:
 * neither this account nor any account of the same mailbox, deleted ones included (`trialRefused`:
 * the account itself never had one, but its address did; docs/product-rules.md#plans-and-trial).
 */
export async function checkoutOffer(
  deps: Pick<BillingDeps, 'billing' | 'trials'>,
  callerId: string | null,
): Promise<{ user: BillingUser; trialDays: number | null; trialRefused: boolean }> {
  if (!callerId) throw new AppError('unauthorized');
  const user = await deps.billing.user(callerId);
  if (!user) throw new AppError('unauthorized');
  if (!user.emailVerified) throw new AppError('email_not_verified', billingMessages.verifyToUpgrade);
  const subscriptions = await deps.billing.subscriptionsOf(user.id);
  if (subscriptions.some(isLive)) throw new AppError('conflict', billingMessages.alreadyPro);
  if (user.trialUsed) return { user, trialDays: null, trialRefused: false };
  const refused = await deps.trials.taken(user.email);
  return { user, trialDays: refused ? null : TRIAL_DAYS, trialRefused: refused };
}

/**
 * create-checkout-session (docs/product-rules.md#billing): only for the caller's own account (`uid`), for the one Pro
 * price, on the terms of `checkoutOffer`. Provider failures become the product checkout text.
 */
export async function startCheckout(
  deps: BillingDeps,
  callerId: string | null,
  input: Pick<CheckoutRequest, 'priceId' | 'uid'>,
): Promise<{ url: string }> {
  if (!callerId) throw new AppError('unauthorized');
  if (input.uid !== callerId) throw new AppError('forbidden', billingMessages.notYourAccount);
  const { user, trialDays, trialRefused } = await checkoutOffer(deps, callerId);
  if (trialRefused) {
    // The person expected a trial: say there is none before any checkout page, and mark the
    // account so the pricing shows the plain price; the next press checks out without one.
    await deps.billing.markTrialUsed(user.id);
    throw new AppError('conflict', billingMessages.trialAlreadyTaken);
  }
  const gateway = deps.gateway;
  if (!gateway) throw new AppError('service_unavailable', billingMessages.paymentsUnavailable);
  if (input.priceId !== gateway.priceId) {
    throw new AppError('validation_failed', billingMessages.unknownPrice, {
      priceId: billingMessages.unknownPrice,
    });
  }
  try {
    return await gateway.createCheckout({ user, trialDays });
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('service_unavailable', billingMessages.checkoutFailed);
  }
}
