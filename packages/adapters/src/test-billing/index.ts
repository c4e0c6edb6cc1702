import type { BillingGateway, SubscriptionChange, SubscriptionRecord } from '@reelatlas/core';

/** The price id test billing offers (there is no provider to define one). */
export const TEST_PRICE_ID = 'price_test_pro';

const DAY_MS = 86_400_000;

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The embedded payment provider of a laptop (docs/product-rules.md#development-tools, docs/product-rules.md#billing): checkout and "portal" are the
 * local TEST MODE pages /dev/checkout and /dev/billing. Its buttons describe a subscription the
 * way Stripe would, and the changes go through the same domain function as Stripe's events.
 */
export function createTestBilling() {
  const gateway: BillingGateway = {
    provider: 'test',
    priceId: TEST_PRICE_ID,
    // Relative, so the browser stays on the host it signed in on.
    createCheckout: async () => ({ url: '/dev/checkout' }),
    createPortal: async () => ({ url: '/dev/billing' }),
  };

  /** A change stamped `now`, never before the stored one (the provider's clock only moves on). */
  const changed = (
    current: SubscriptionRecord,
    now: Date,
    patch: Partial<SubscriptionChange>,
  ): SubscriptionChange => ({
    ...current,
    ...patch,
    lastEventAt: new Date(Math.max(now.getTime(), current.lastEventAt.getTime())),
  });

  return {
    gateway,

    /** Pay: a new subscription, trialing for `trialDays` or active for a month. */
    pay(userId: string, trialDays: number | null, now: Date): SubscriptionChange {
      const trialEnd = trialDays ? new Date(now.getTime() + trialDays * DAY_MS) : null;
      return {
        id: `test_sub_${crypto.randomUUID()}`,
        provider: 'test',
        userId,
        customerId: null,
        status: trialEnd ? 'trialing' : 'active',
        trialEnd,
        currentPeriodEnd: trialEnd ?? addMonth(now),
        cancelAt: null,
        cancelAtPeriodEnd: false,
        endedAt: null,
        lastEventAt: now,
      };
    },

    /** Cancel at the end of the trial or the paid period; access runs until then. */
    cancel: (current: SubscriptionRecord, now: Date) =>
      changed(current, now, { cancelAtPeriodEnd: true, cancelAt: null }),

    resume: (current: SubscriptionRecord, now: Date) =>
      changed(current, now, { cancelAtPeriodEnd: false, cancelAt: null }),

    /**
     * The trial or period ends now: a cancelled subscription ends (Free), otherwise the card is
     * charged and a new month starts.
     */
    endPeriodNow(current: SubscriptionRecord, now: Date): SubscriptionChange {
      const trialEnd = current.status === 'trialing' ? now : current.trialEnd;
      if (current.cancelAtPeriodEnd || current.cancelAt)
        return changed(current, now, { status: 'canceled', endedAt: now, trialEnd, currentPeriodEnd: now });
      return changed(current, now, { status: 'active', trialEnd, currentPeriodEnd: addMonth(now) });
    },

    /** The renewal charge fails: past due while the provider would retry. */
    failPayment: (current: SubscriptionRecord, now: Date) => changed(current, now, { status: 'past_due' }),
  };
}

export type TestBilling = ReturnType<typeof createTestBilling>;
