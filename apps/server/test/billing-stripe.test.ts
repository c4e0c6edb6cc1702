import { billingMessages } from '@reelatlas/contracts';
import {
  type FakeStripe,
  signedStripeDelivery,
  startFakeStripe,
  stripeEvent,
  stripeSubscription,
} from '@reelatlas/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_reelatlas';
const PRICE = 'price_pro_monthly';
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});

const env = useAccountServer('198.18.7', {
  env: () => ({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: PRICE,
  }),
});
const { newVisitor, verifiedUser } = env;
type Client = ReturnType<typeof newVisitor>;

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Delivers an event as Stripe does: raw JSON with its signature header, no Origin. */
async function deliver(event: unknown, secret = WEBHOOK_SECRET) {
  const { payload, signature } = signedStripeDelivery(event, secret);
  const res = await fetch(`${env.server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const me = async (client: Client) => (await client.json<Record<string, unknown>>('/api/me')).body;
const checkout = (client: Client, json: Record<string, unknown>) =>
  client.json<Record<string, unknown>>('/api/create-checkout-session', { method: 'POST', json });
const lastCall = (path: string) => [...stripe.calls].reverse().find((call) => call.path === path);

let subSeq = 0;
/** A verified user with a fresh subscription and customer id to play events for. */
async function subscriber(name: string) {
  const user = await verifiedUser(name);
  const ids = { sub: `sub_${++subSeq}_${Date.now()}`, customer: `cus_${subSeq}_${Date.now()}` };
  const sub = (fields: Partial<Parameters<typeof stripeSubscription>[0]>) =>
    stripeSubscription({
      id: ids.sub,
      customer: ids.customer,
      userId: user.userId,
      status: 'trialing',
      periodEnd: nowSeconds() + 7 * DAY,
      ...fields,
    });
  const completed = (created: number) =>
    stripeEvent(
      'checkout.session.completed',
      {
        id: `cs_${ids.sub}`,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.userId,
        customer: ids.customer,
        subscription: ids.sub,
      },
      created,
    );
  return { ...user, ...ids, subscriptionId: ids.sub, sub, completed };
}

describe('Stripe checkout', () => {
  it('opens Checkout in subscription mode for the Pro price, with the 7-day trial for a first-timer', async () => {
    const { client, userId, email } = await verifiedUser('buyer');
    const res = await checkout(client, { priceId: PRICE, uid: userId, isUpgrade: false });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = lastCall('/v1/checkout/sessions');
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      customer_email: email,
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][userId]': userId,
      success_url: 'http://reelatlas.test/thankyou?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://reelatlas.test/premium',
    });
  });

  it("refuses another user's uid, an unverified e-mail, a signed-out caller and a foreign price", async () => {
    const { client } = await verifiedUser('sneaky');
    const { userId: victim } = await verifiedUser('victim');
    const calls = stripe.calls.length;
    expect(await checkout(client, { priceId: PRICE, uid: victim })).toMatchObject({
      status: 403,
      body: { error: 'forbidden' },
    });

    const { client: unverified } = await env.unverifiedUser('unverified');
    const { id } = await me(unverified);
    expect(await checkout(unverified, { priceId: PRICE, uid: id, isUpgrade: false })).toEqual({
      status: 403,
      body: { error: 'email_not_verified', message: billingMessages.verifyToUpgrade },
    });

    expect((await checkout(newVisitor(), { priceId: PRICE, uid: victim })).status).toBe(401);
    const me1 = await me(client);
    expect((await checkout(client, { priceId: 'price_other', uid: me1.id })).status).toBe(400);
    expect(stripe.calls.length).toBe(calls);
  });

  it('answers the product text when Stripe fails', async () => {
    const { client, userId } = await verifiedUser('unlucky');
    stripe.failNext(3);
    expect(await checkout(client, { priceId: PRICE, uid: userId })).toEqual({
      status: 503,
      body: { error: 'service_unavailable', message: billingMessages.checkoutFailed },
    });
  });
});

describe('Stripe webhook', () => {
  it('rejects a forged or missing signature and changes nothing', async () => {
    const s = await subscriber('forger');
    const event = stripeEvent('customer.subscription.created', s.sub({ status: 'active' }), nowSeconds());
    expect((await deliver(event, 'whsec_wrong')).status).toBe(400);
    const unsigned = await fetch(`${env.server.url}/api/billing/webhook`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await me(s.client)).toMatchObject({ plan: 'Free', isPro: false });
  });

  it('starts the trial, links the customer, and applies the same event only once', async () => {
    const s = await subscriber('trialist');
    const t0 = nowSeconds();
    const trialEnd = t0 + 7 * DAY;
    const created = stripeEvent(
      'customer.subscription.created',
      s.sub({ status: 'trialing', trialEnd, periodEnd: trialEnd }),
      t0,
    );
    expect(await deliver(created)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await deliver(s.completed(t0))).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await deliver(created)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await me(s.client)).toMatchObject({
      plan: 'Trial',
      isPro: true,
      isTrial: true,
      trialUsed: true,
      trialEndDate: new Date(trialEnd * 1000).toISOString(),
      subscriptionEndDate: null,
    });

    // The trial's first charge fails (past due: Stripe retries, access stays), then succeeds.
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        s.sub({ status: 'past_due', trialEnd, periodEnd: trialEnd + 30 * DAY }),
        t0 + 10,
      ),
    );
    expect(await me(s.client)).toMatchObject({ plan: 'Pro', isPro: true, isTrial: false });
    await deliver(stripeEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice' }, t0 + 10));
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        s.sub({ status: 'active', trialEnd, periodEnd: trialEnd + 30 * DAY }),
        t0 + 20,
      ),
    );
    expect(await me(s.client)).toMatchObject({ plan: 'Pro' });

    // The portal opens for the linked customer.
    const portal = await s.client.json('/api/create-billing-portal-session', { method: 'POST' });
    expect(portal).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) },
    });
    expect(lastCall('/v1/billing_portal/sessions')?.params).toEqual({
      customer: s.customer,
      return_url: 'http://reelatlas.test/profile',
    });
  });

  it('applies a redelivered event once, even when applying it again would change the state (docs/testing.md#what-the-suites-check)', async () => {
    const s = await subscriber('redelivered');
    const t0 = nowSeconds();
    const periodEnd = t0 + 30 * DAY;
    await deliver(stripeEvent('customer.subscription.created', s.sub({ status: 'active', periodEnd }), t0));
    // Cancelled and resumed within the same second: both apply (same time, same stage of life).
    const cancelled = stripeEvent(
      'customer.subscription.updated',
      s.sub({ status: 'active', periodEnd, cancelAtPeriodEnd: true }),
      t0 + 1,
    );
    const resumed = stripeEvent(
      'customer.subscription.updated',
      s.sub({ status: 'active', periodEnd }),
      t0 + 1,
    );
    expect(await deliver(cancelled)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await me(s.client)).toMatchObject({ plan: 'Pro', subscriptionEndDate: expect.any(String) });
    expect(await deliver(resumed)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await me(s.client)).toMatchObject({ plan: 'Pro', subscriptionEndDate: null });
    // Stripe delivers the cancellation again: applied a second time, it would cancel again.
    expect(await deliver(cancelled)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await me(s.client)).toMatchObject({ plan: 'Pro', subscriptionEndDate: null });
  });

  it('ends right when customer.subscription.updated arrives before checkout.session.completed', async () => {
    const s = await subscriber('outoforder');
    const t0 = nowSeconds();
    const periodEnd = t0 + 30 * DAY;
    // Paid without a trial: created as incomplete, activated in the same second, then completed.
    const created = stripeEvent(
      'customer.subscription.created',
      s.sub({ status: 'incomplete', periodEnd }),
      t0,
    );
    const updated = stripeEvent('customer.subscription.updated', s.sub({ status: 'active', periodEnd }), t0);
    const cancelled = stripeEvent(
      'customer.subscription.updated',
      s.sub({ status: 'active', periodEnd, cancelAtPeriodEnd: true }),
      t0 + 60,
    );
    await deliver(updated);
    await deliver(s.completed(t0));
    await deliver(created);
    expect(await me(s.client)).toMatchObject({ plan: 'Pro', subscriptionEndDate: null });
    await deliver(cancelled);
    // A late copy of an older state does not undo the cancellation.
    await deliver({ ...updated, id: `${updated.id}_retry`, created: t0 + 30 });
    expect(await me(s.client)).toMatchObject({
      plan: 'Pro',
      subscriptionEndDate: new Date(periodEnd * 1000).toISOString(),
    });
  });

  it('cancels at period end, resumes, ends → Free; a second checkout gets no trial and reuses the customer', async () => {
    const s = await subscriber('canceller');
    const t0 = nowSeconds();
    const trialEnd = t0 + 7 * DAY;
    const trialing = { status: 'trialing', trialEnd, periodEnd: trialEnd };
    await deliver(stripeEvent('customer.subscription.created', s.sub(trialing), t0));
    await deliver(s.completed(t0));
    await deliver(
      stripeEvent('customer.subscription.updated', s.sub({ ...trialing, cancelAtPeriodEnd: true }), t0 + 1),
    );
    expect(await me(s.client)).toMatchObject({
      plan: 'Trial',
      subscriptionEndDate: new Date(trialEnd * 1000).toISOString(),
    });
    await deliver(stripeEvent('customer.subscription.updated', s.sub(trialing), t0 + 2));
    expect(await me(s.client)).toMatchObject({ plan: 'Trial', subscriptionEndDate: null });
    expect((await checkout(s.client, { priceId: PRICE, uid: s.userId, isUpgrade: true })).body).toEqual({
      error: 'conflict',
      message: billingMessages.alreadyPro,
    });

    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        s.sub({ ...trialing, status: 'canceled', endedAt: t0 + 3 }),
        t0 + 3,
      ),
    );
    expect(await me(s.client)).toMatchObject({ plan: 'Free', isPro: false, isTrial: false, trialUsed: true });

    const again = await checkout(s.client, { priceId: PRICE, uid: s.userId, isUpgrade: false });
    expect(again.status).toBe(200);
    const call = lastCall('/v1/checkout/sessions');
    expect(call?.params.customer).toBe(s.customer);
    expect(call?.params).not.toHaveProperty('customer_email');
    expect(call?.params).not.toHaveProperty(['subscription_data[trial_period_days]']);
  });

  it('check-subscription shows what a webhook changed at once (docs/product-rules.md#plans-and-trial)', async () => {
    const s = await subscriber('checkedbystripe');
    const check = async () => (await s.client.json('/api/check-subscription', { method: 'POST' })).body;
    expect(await check()).toEqual({ plan: 'Free', trialEndDate: null, subscriptionEndDate: null });
    const t0 = nowSeconds();
    const periodEnd = t0 + 30 * DAY;
    await deliver(stripeEvent('customer.subscription.created', s.sub({ status: 'active', periodEnd }), t0));
    expect(await check()).toEqual({ plan: 'Pro', trialEndDate: null, subscriptionEndDate: null });
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        s.sub({ status: 'active', periodEnd, cancelAtPeriodEnd: true }),
        t0 + 1,
      ),
    );
    expect(await check()).toEqual({
      plan: 'Pro',
      trialEndDate: null,
      subscriptionEndDate: new Date(periodEnd * 1000).toISOString(),
    });
  });

  it('answers 5xx when the database fails, so Stripe delivers again, and applies the retry', async () => {
    const s = await subscriber('retried');
    const event = stripeEvent('customer.subscription.created', s.sub({ status: 'active' }), nowSeconds());
    const db = env.server.deps.database.db;
    await db.execute(sql`ALTER TABLE billing_events RENAME TO billing_events_away`);
    try {
      expect((await deliver(event)).status).toBe(500);
    } finally {
      await db.execute(sql`ALTER TABLE billing_events_away RENAME TO billing_events`);
    }
    expect(await me(s.client)).toMatchObject({ plan: 'Free' });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await me(s.client)).toMatchObject({ plan: 'Pro' });
  });

  it('answers 200 to events it does not handle', async () => {
    const res = await deliver(
      stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }, nowSeconds()),
    );
    expect(res).toMatchObject({ status: 200, body: { received: true } });
  });

  it('refuses the portal to a user with nothing to manage, and reports a portal failure', async () => {
    const { client } = await verifiedUser('nobody');
    expect(await client.json('/api/create-billing-portal-session', { method: 'POST' })).toMatchObject({
      status: 409,
      body: { message: billingMessages.noSubscription },
    });
    const s = await subscriber('portalfail');
    await deliver(s.completed(nowSeconds()));
    stripe.failNext(3);
    expect(await s.client.json('/api/create-billing-portal-session', { method: 'POST' })).toEqual({
      status: 503,
      body: { error: 'service_unavailable', message: billingMessages.portalFailed },
    });
  });
});

describe('One trial per card (docs/product-rules.md#plans-and-trial)', () => {
  const callsTo = (subscriptionId: string, method: 'GET' | 'POST') =>
    stripe.calls.filter(
      (call) => call.path === `/v1/subscriptions/${subscriptionId}` && call.method === method,
    );
  /** A subscriber whose Checkout stored `card` and whose trial has just started. */
  async function trialWithCard(name: string, card: string, on?: 'subscription' | 'customer') {
    const s = await subscriber(name);
    stripe.setCard(s.subscriptionId, card, on);
    const t0 = nowSeconds();
    const trialing = { status: 'trialing', trialEnd: t0 + 7 * DAY, periodEnd: t0 + 7 * DAY };
    const created = stripeEvent('customer.subscription.created', s.sub(trialing), t0);
    const delivered = await deliver(created);
    return { ...s, t0, trialing, created, delivered };
  }

  it('ends the trial at once for a second account with the same card; another card gets its trial', async () => {
    const card = `fp_same_${Date.now()}`;
    const first = await trialWithCard('cardfirst', card);
    expect(first.delivered).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(callsTo(first.subscriptionId, 'GET')).toHaveLength(1);
    expect(callsTo(first.subscriptionId, 'POST')).toHaveLength(0);
    expect(await me(first.client)).toMatchObject({ plan: 'Trial', trialUsed: true });

    // Another account, another address, the same card: the trial ends now, the plan follows Stripe.
    const second = await trialWithCard('cardsecond', card);
    expect(second.delivered).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(callsTo(second.subscriptionId, 'POST').map((call) => call.params)).toEqual([{ trial_end: 'now' }]);
    expect(await me(second.client)).toMatchObject({ trialUsed: true });
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        second.sub({ status: 'active', trialEnd: second.t0, periodEnd: second.t0 + 30 * DAY }),
        second.t0 + 1,
      ),
    );
    expect(await me(second.client)).toMatchObject({ plan: 'Pro', isPro: true, isTrial: false });

    // The same card kept on the customer instead of the subscription counts the same.
    const third = await trialWithCard('cardthird', card, 'customer');
    expect(callsTo(third.subscriptionId, 'POST').map((call) => call.params)).toEqual([{ trial_end: 'now' }]);

    // A different card is a first trial.
    const other = await trialWithCard('cardother', `fp_other_${Date.now()}`);
    expect(callsTo(other.subscriptionId, 'POST')).toHaveLength(0);
    expect(await me(other.client)).toMatchObject({ plan: 'Trial', isTrial: true });
    // The first account keeps its trial: it claimed the card.
    expect(await me(first.client)).toMatchObject({ plan: 'Trial', isTrial: true });
  });

  it('checks the card once per trial: a replay or a later update of the same trial does nothing again', async () => {
    const card = `fp_replay_${Date.now()}`;
    const first = await trialWithCard('replayfirst', card);
    const second = await trialWithCard('replaysecond', card);
    expect(callsTo(second.subscriptionId, 'POST')).toHaveLength(1);

    expect(await deliver(first.created)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await deliver(second.created)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    // The first trial changes (cancel at its end) and stays a trial: its own claim is no repeat.
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        first.sub({ ...first.trialing, cancelAtPeriodEnd: true }),
        first.t0 + 1,
      ),
    );
    expect(callsTo(first.subscriptionId, 'GET')).toHaveLength(1);
    expect(callsTo(first.subscriptionId, 'POST')).toHaveLength(0);
    expect(callsTo(second.subscriptionId, 'GET')).toHaveLength(1);
    expect(callsTo(second.subscriptionId, 'POST')).toHaveLength(1);
    expect(await me(first.client)).toMatchObject({ plan: 'Trial', isTrial: true });
  });

  it('leaves the trial as it is when Stripe fails to show the card, and the webhook still answers 200', async () => {
    const card = `fp_outage_${Date.now()}`;
    await trialWithCard('outagefirst', card);
    const s = await subscriber('outagesecond');
    stripe.setCard(s.subscriptionId, card);
    const t0 = nowSeconds();
    stripe.failNext(3);
    try {
      const res = await deliver(
        stripeEvent(
          'customer.subscription.created',
          s.sub({ status: 'trialing', trialEnd: t0 + 7 * DAY, periodEnd: t0 + 7 * DAY }),
          t0,
        ),
      );
      expect(res).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    } finally {
      stripe.failNext(0);
    }
    expect(callsTo(s.subscriptionId, 'POST')).toHaveLength(0);
    expect(await me(s.client)).toMatchObject({ plan: 'Trial', isTrial: true, trialUsed: true });
  });

  it('leaves the repeat trial as it is when Stripe fails to end it, and the webhook still answers 200', async () => {
    const card = `fp_endfails_${Date.now()}`;
    await trialWithCard('endfailsfirst', card);
    const s = await subscriber('endfailssecond');
    stripe.setCard(s.subscriptionId, card);
    const t0 = nowSeconds();
    stripe.failNext(
      3,
      (call) => call.method === 'POST' && call.path === `/v1/subscriptions/${s.subscriptionId}`,
    );
    try {
      const res = await deliver(
        stripeEvent(
          'customer.subscription.created',
          s.sub({ status: 'trialing', trialEnd: t0 + 7 * DAY, periodEnd: t0 + 7 * DAY }),
          t0,
        ),
      );
      expect(res).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    } finally {
      stripe.failNext(0);
    }
    expect(callsTo(s.subscriptionId, 'GET')).toHaveLength(1);
    expect(callsTo(s.subscriptionId, 'POST').length).toBeGreaterThan(0);
    expect(await me(s.client)).toMatchObject({ plan: 'Trial', isTrial: true, trialUsed: true });
  });

  it('does not look for a card when a subscription starts without a trial', async () => {
    const s = await subscriber('paidnotrial');
    stripe.setCard(s.subscriptionId, `fp_paid_${Date.now()}`);
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        s.sub({ status: 'active', periodEnd: nowSeconds() + 30 * DAY }),
        nowSeconds(),
      ),
    );
    expect(callsTo(s.subscriptionId, 'GET')).toHaveLength(0);
    expect(await me(s.client)).toMatchObject({ plan: 'Pro' });
  });
});
