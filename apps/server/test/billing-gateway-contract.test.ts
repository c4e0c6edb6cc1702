// Both billing gateways the server can run hold to one contract (packages/testing's
// port-contracts/billing-gateway.ts): Stripe's adapter against a local fake of Stripe's API (an
// outside service), and the local test billing of a laptop.
import { createStripeBilling } from '@reelatlas/adapters/stripe';
import { createTestBilling } from '@reelatlas/adapters/test-billing';
import type { BillingUser } from '@reelatlas/core';
import { startFakeStripe } from '@reelatlas/testing';
import { describeBillingGateway } from '@reelatlas/testing/port-contracts';
import { afterAll } from 'vitest';

const SITE = 'https://reelatlas.test';
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const user = (id: string, stripeCustomerId: string | null): BillingUser => ({
  id,
  email: `${id}@example.test`,
  emailVerified: true,
  plan: 'Free',
  trialEndDate: null,
  subscriptionEndDate: null,
  trialUsed: false,
  stripeCustomerId,
});

describeBillingGateway('Stripe', async () => {
  const stripe = await startFakeStripe();
  closers.push(() => stripe.close());
  const { gateway } = createStripeBilling({
    secretKey: 'sk_test_contract',
    priceId: 'price_pro_monthly',
    webhookSecret: 'whsec_contract',
    siteUrl: SITE,
    apiUrl: stripe.url,
  });
  return {
    gateway,
    newcomer: user('newcomer', null),
    customer: user('customer', 'cus_contract'),
    siteUrl: SITE,
  };
});

describeBillingGateway('test billing', async () => ({
  gateway: createTestBilling().gateway,
  newcomer: user('newcomer', null),
  customer: user('customer', null),
  siteUrl: SITE,
}));
