// Core's checkout and billing-portal use cases (docs/product-rules.md#billing) on the billing
// store in the database and the two real gateways: the local test billing, and Stripe's adapter
// against a local fake of Stripe's API (an outside service). Who may start a checkout and with
// which trial, who may open the portal, and the texts of each refusal. The API tests
// (billing-stripe.test.ts, billing-test-mode.test.ts) prove the same over HTTP; these run per
// mutant in mutation testing.
import { createStripeBilling } from '@reelatlas/adapters/stripe';
import { createTestBilling, TEST_PRICE_ID } from '@reelatlas/adapters/test-billing';
import { billingMessages, TRIAL_DAYS } from '@reelatlas/contracts';
import {
  applySubscriptionChange,
  type BillingGateway,
  checkoutOffer,
  openBillingPortal,
  type SubscriptionChange,
  startCheckout,
} from '@reelatlas/core';
import { createBillingStore, createTrialClaimStore, schema } from '@reelatlas/db';
import { type FakeStripe, startFakeStripe } from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './use-case-helpers.ts';

const testDatabase = useMigratedDatabase();
const NOW = new Date('2026-11-24T10:00:00Z');
const STRIPE_PRICE = 'price_pro_monthly';

let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
});
afterAll(() => fakeStripe?.close());

const billing = () => createBillingStore(testDatabase.current.db);
const trials = () => createTrialClaimStore(testDatabase.current.db, 'trial:billing-rules-secret');
const testGateway = () => createTestBilling().gateway;
const stripeGateway = (): BillingGateway =>
  createStripeBilling({
    secretKey: 'sk_test_billing_rules',
    priceId: STRIPE_PRICE,
    webhookSecret: 'whsec_billing_rules',
    siteUrl: 'https://reelatlas.test',
    apiUrl: fakeStripe.url,
  }).gateway;

let seq = 0;
/** A user of their own: verified, Free, never trialled, without a Stripe customer unless said. */
async function newUser(
  fields: { emailVerified?: boolean; trialUsed?: boolean; stripeCustomerId?: string; email?: string } = {},
) {
  const id = `billing-rules-${++seq}`;
  await testDatabase.current.db.insert(schema.users).values({
    id,
    name: id,
    email: fields.email ?? `${id}@example.test`,
    username: id,
    emailVerified: fields.emailVerified ?? true,
    trialUsed: fields.trialUsed ?? false,
    stripeCustomerId: fields.stripeCustomerId ?? null,
  });
  return id;
}

/** A subscription of `userId` as its provider describes it: active for a month unless changed. */
async function subscribe(userId: string, fields: Partial<SubscriptionChange> = {}) {
  const change: SubscriptionChange = {
    ...createTestBilling().pay(userId, null, NOW),
    ...fields,
  };
  expect(await applySubscriptionChange({ billing: billing(), trials: trials() }, change)).toBe('applied');
}

/** The last call the fake Stripe received on `path`. */
const lastStripeCall = (path: string) => fakeStripe.calls.filter((call) => call.path === path).at(-1);

describe('checkout', () => {
  it('starts a checkout for the Pro price with the 7-day trial for a user who never had one', async () => {
    const user = await newUser();
    expect(await checkoutOffer({ billing: billing(), trials: trials() }, user)).toMatchObject({
      user: { id: user, email: `${user}@example.test`, emailVerified: true },
      trialDays: TRIAL_DAYS,
    });
    const { url } = await startCheckout(
      { billing: billing(), trials: trials(), gateway: stripeGateway() },
      user,
      {
        priceId: STRIPE_PRICE,
        uid: user,
      },
    );
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(lastStripeCall('/v1/checkout/sessions')?.params).toMatchObject({
      client_reference_id: user,
      customer_email: `${user}@example.test`,
      'line_items[0][price]': STRIPE_PRICE,
      'subscription_data[trial_period_days]': String(TRIAL_DAYS),
    });
    expect(
      await startCheckout({ billing: billing(), trials: trials(), gateway: testGateway() }, user, {
        priceId: TEST_PRICE_ID,
        uid: user,
      }),
    ).toEqual({ url: '/dev/checkout' });
  });

  it('offers no trial to a user who had one; an ended subscription does not stop a new checkout', async () => {
    const user = await newUser({ trialUsed: true, stripeCustomerId: 'cus_returning' });
    await subscribe(user, { status: 'canceled', endedAt: NOW });
    expect((await checkoutOffer({ billing: billing(), trials: trials() }, user)).trialDays).toBeNull();
    await startCheckout({ billing: billing(), trials: trials(), gateway: stripeGateway() }, user, {
      priceId: STRIPE_PRICE,
      uid: user,
    });
    const params = lastStripeCall('/v1/checkout/sessions')?.params ?? {};
    expect(params).toMatchObject({ client_reference_id: user, customer: 'cus_returning' });
    expect(params).not.toHaveProperty('subscription_data[trial_period_days]');
  });

  it('one trial per person: another spelling of an address that had one gets a plain checkout, said first', async () => {
    const tag = `n${Date.now()}`;
    const first = await newUser({ email: `Ann.Lee.${tag}+films@gmail.com` });
    // The trial starts (checkout paid): its address is recorded, keyed, not stored.
    await subscribe(first, createTestBilling().pay(first, TRIAL_DAYS, NOW));
    const stored = await testDatabase.current.db.select().from(schema.trialClaims);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(tag);
    // The same mailbox: Gmail ignores dots and +tags, and googlemail.com is gmail.com.
    for (const email of [`annlee${tag}@googlemail.com`, `ANN.LEE.${tag}+again@Gmail.com`]) {
      const again = await newUser({ email });
      expect((await checkoutOffer({ billing: billing(), trials: trials() }, again)).trialDays).toBeNull();
      const deps = { billing: billing(), trials: trials(), gateway: stripeGateway() };
      const input = { priceId: STRIPE_PRICE, uid: again };
      expect(await refusal(startCheckout(deps, again, input))).toEqual({
        code: 'conflict',
        message: billingMessages.trialAlreadyTaken,
      });
      // The account now shows the plain price; pressing again checks out without a trial.
      expect((await billing().user(again))?.trialUsed).toBe(true);
      await startCheckout(deps, again, input);
      expect(lastStripeCall('/v1/checkout/sessions')?.params).not.toHaveProperty(
        'subscription_data[trial_period_days]',
      );
    }
    // Another person's address still gets the trial.
    const other = await newUser({ email: `ann.leeds.${tag}@gmail.com` });
    expect((await checkoutOffer({ billing: billing(), trials: trials() }, other)).trialDays).toBe(TRIAL_DAYS);
  });

  it('refuses a second live subscription (conflict: already Pro), also beside an ended one', async () => {
    const user = await newUser();
    await subscribe(user, { id: `test_sub_old_${user}`, status: 'canceled', endedAt: NOW });
    await subscribe(user);
    for (const attempt of [
      checkoutOffer({ billing: billing(), trials: trials() }, user),
      startCheckout({ billing: billing(), trials: trials(), gateway: testGateway() }, user, {
        priceId: TEST_PRICE_ID,
        uid: user,
      }),
    ]) {
      expect(await refusal(attempt)).toEqual({ code: 'conflict', message: billingMessages.alreadyPro });
    }
  });

  it('refuses the signed out, another account, an unknown user and an unverified e-mail, with the texts', async () => {
    const user = await newUser();
    const deps = { billing: billing(), trials: trials(), gateway: testGateway() };
    expect(await refusal(startCheckout(deps, null, { priceId: TEST_PRICE_ID, uid: user }))).toMatchObject({
      code: 'unauthorized',
    });
    expect(await refusal(checkoutOffer(deps, null))).toMatchObject({ code: 'unauthorized' });
    expect(await refusal(startCheckout(deps, user, { priceId: TEST_PRICE_ID, uid: 'someone-else' }))).toEqual(
      {
        code: 'forbidden',
        message: billingMessages.notYourAccount,
      },
    );
    expect(
      await refusal(startCheckout(deps, 'no-such-user', { priceId: TEST_PRICE_ID, uid: 'no-such-user' })),
    ).toMatchObject({ code: 'unauthorized' });
    const unverified = await newUser({ emailVerified: false });
    expect(
      await refusal(startCheckout(deps, unverified, { priceId: TEST_PRICE_ID, uid: unverified })),
    ).toEqual({
      code: 'email_not_verified',
      message: billingMessages.verifyToUpgrade,
    });
  });

  it('refuses another price (on the field), and says so when payments are unavailable or fail', async () => {
    const user = await newUser();
    expect(
      await refusal(
        startCheckout({ billing: billing(), trials: trials(), gateway: testGateway() }, user, {
          priceId: STRIPE_PRICE,
          uid: user,
        }),
      ),
    ).toEqual({
      code: 'validation_failed',
      message: billingMessages.unknownPrice,
      fields: { priceId: billingMessages.unknownPrice },
    });
    expect(
      await refusal(
        startCheckout({ billing: billing(), trials: trials() }, user, { priceId: TEST_PRICE_ID, uid: user }),
      ),
    ).toEqual({
      code: 'service_unavailable',
      message: billingMessages.paymentsUnavailable,
    });
    // Stripe failing every try (the SDK retries twice).
    fakeStripe.failNext(3);
    expect(
      await refusal(
        startCheckout({ billing: billing(), trials: trials(), gateway: stripeGateway() }, user, {
          priceId: STRIPE_PRICE,
          uid: user,
        }),
      ),
    ).toEqual({ code: 'service_unavailable', message: billingMessages.checkoutFailed });
  });
});

describe('billing portal', () => {
  it("opens the gateway's portal for a user with a subscription of that provider", async () => {
    const user = await newUser();
    await subscribe(user);
    expect(
      await openBillingPortal({ billing: billing(), trials: trials(), gateway: testGateway() }, user),
    ).toEqual({
      url: '/dev/billing',
    });
  });

  it("opens Stripe's portal for a Stripe customer, even before a subscription event arrived", async () => {
    const user = await newUser({ stripeCustomerId: 'cus_portal' });
    const { url } = await openBillingPortal(
      { billing: billing(), trials: trials(), gateway: stripeGateway() },
      user,
    );
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_/);
    expect(lastStripeCall('/v1/billing_portal/sessions')?.params).toEqual({
      customer: 'cus_portal',
      return_url: 'https://reelatlas.test/profile',
    });
  });

  it('finds a subscription of this provider among others', async () => {
    const user = await newUser();
    await subscribe(user, { id: `sub_stripe_${user}`, provider: 'stripe', status: 'canceled', endedAt: NOW });
    await subscribe(user);
    expect(
      await openBillingPortal({ billing: billing(), trials: trials(), gateway: testGateway() }, user),
    ).toEqual({
      url: '/dev/billing',
    });
  });

  it('refuses a user with nothing to manage there (conflict, with the text)', async () => {
    const never = await newUser();
    // A Stripe customer, but this server bills with test billing, where they have nothing.
    const elsewhere = await newUser({ stripeCustomerId: 'cus_elsewhere' });
    const stripeOnly = await newUser();
    await subscribe(stripeOnly, { id: `sub_stripe_${stripeOnly}`, provider: 'stripe' });
    for (const [user, gateway] of [
      [never, testGateway()],
      [never, stripeGateway()],
      [elsewhere, testGateway()],
      [stripeOnly, testGateway()],
    ] as const) {
      expect(
        await refusal(openBillingPortal({ billing: billing(), trials: trials(), gateway }, user)),
      ).toEqual({
        code: 'conflict',
        message: billingMessages.noSubscription,
      });
    }
  });

  it('refuses the signed out and unknown users; says so when payments are unavailable or fail', async () => {
    const user = await newUser({ stripeCustomerId: 'cus_outage' });
    expect(
      await refusal(
        openBillingPortal({ billing: billing(), trials: trials(), gateway: testGateway() }, null),
      ),
    ).toMatchObject({
      code: 'unauthorized',
    });
    expect(
      await refusal(
        openBillingPortal({ billing: billing(), trials: trials(), gateway: testGateway() }, 'no-such-user'),
      ),
    ).toMatchObject({ code: 'unauthorized' });
    expect(await refusal(openBillingPortal({ billing: billing(), trials: trials() }, user))).toEqual({
      code: 'service_unavailable',
      message: billingMessages.paymentsUnavailable,
    });
    fakeStripe.failNext(3);
    expect(
      await refusal(
        openBillingPortal({ billing: billing(), trials: trials(), gateway: stripeGateway() }, user),
      ),
    ).toEqual({
      code: 'service_unavailable',
      message: billingMessages.portalFailed,
    });
  });
});

describe('trial registry: cards', () => {
  it('lets exactly one of two trials with one card claim it, also when both arrive at once', async () => {
    const store = trials();
    const results = await Promise.all([store.claimCard('fp_race'), store.claimCard('fp_race')]);
    expect(results.sort()).toEqual([false, true]);
    expect(await store.claimCard('fp_race')).toBe(false);
    expect(await store.claimCard('fp_other_card')).toBe(true);
  });

  it('keeps cards and addresses apart: a card claim is no address claim and the reverse', async () => {
    const store = trials();
    await store.record('shared-key@example.test');
    expect(await store.claimCard('shared-key@example.test')).toBe(true);
    expect(await store.taken('card-only@example.test')).toBe(false);
    await store.claimCard('card-only@example.test');
    expect(await store.taken('card-only@example.test')).toBe(false);
  });
});
