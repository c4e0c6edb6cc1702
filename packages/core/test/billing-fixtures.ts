import type { BillingUser, SubscriptionRecord } from '../src/index.ts';

/** A date from an ISO string, for readable test data. */
export const at = (iso: string) => new Date(iso);

/** A verified Free user with no subscription history. */
export const billingUser: BillingUser = {
  id: 'u1',
  email: 'a@example.test',
  emailVerified: true,
  plan: 'Free',
  trialEndDate: null,
  subscriptionEndDate: null,
  trialUsed: false,
  stripeCustomerId: null,
};

/** An active Stripe subscription of that user, renewing on Feb 1, with `fields` changed. */
export const subscription = (fields: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  id: 'sub_1',
  provider: 'stripe',
  userId: 'u1',
  customerId: 'cus_1',
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: at('2026-02-01T00:00:00Z'),
  cancelAt: null,
  cancelAtPeriodEnd: false,
  endedAt: null,
  lastEventAt: at('2026-01-01T00:00:00Z'),
  ...fields,
});
