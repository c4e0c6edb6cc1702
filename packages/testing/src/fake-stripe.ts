import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeCall {
  method: string;
  path: string;
  /** The form body as Stripe's SDK sends it: flat keys like `subscription_data[trial_period_days]`. */
  params: Record<string, string>;
}

export interface FakeStripe {
  /** Give this as STRIPE_API_URL. */
  url: string;
  calls: StripeCall[];
  /** The next `count` calls (of those `only` picks, else any) answer 500 (Stripe having a bad moment). */
  failNext(count?: number, only?: (call: StripeCall) => boolean): void;
  /**
   * Gives a subscription a default card with this fingerprint (what Checkout stores after the
   * customer typed the card); `on: 'customer'` puts it on the customer's invoice settings instead.
   */
  setCard(subscriptionId: string, fingerprint: string, on?: 'subscription' | 'customer'): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for the Stripe API endpoints billing calls: Checkout sessions, Billing
 * Portal sessions, and reading (with the default card expanded) or updating a subscription.
 * It records every call so a test can check what was asked for.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const cards = new Map<string, { fingerprint: string; on: 'subscription' | 'customer' }>();
  const paymentMethod = (fingerprint: string) => ({
    id: `pm_${fingerprint}`,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', fingerprint },
  });
  let failures = 0;
  let failing: ((call: StripeCall) => boolean) | undefined;
  let seq = 0;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const params = Object.fromEntries(new URLSearchParams(body));
    const call: StripeCall = { method: req.method ?? 'GET', path, params };
    calls.push(call);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (failures > 0 && (!failing || failing(call))) {
      failures--;
      return send(500, { error: { type: 'api_error', message: 'fake outage' } });
    }
    const id = ++seq;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      return send(200, {
        id: `cs_test_${id}`,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        url: `https://checkout.stripe.test/c/pay/cs_test_${id}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_test_${id}`,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/bps_test_${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (subscription && (req.method === 'GET' || req.method === 'POST')) {
      const card = cards.get(subscription);
      const onSubscription = card?.on === 'subscription' ? paymentMethod(card.fingerprint) : null;
      const onCustomer = card?.on === 'customer' ? paymentMethod(card.fingerprint) : null;
      return send(200, {
        id: subscription,
        object: 'subscription',
        status: params.trial_end === 'now' ? 'active' : 'trialing',
        default_payment_method: onSubscription,
        customer: {
          id: `cus_of_${subscription}`,
          object: 'customer',
          invoice_settings: { default_payment_method: onCustomer },
        },
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${path}` },
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(count = 1, only) {
      failures = count;
      failing = only;
    },
    setCard(subscriptionId, fingerprint, on = 'subscription') {
      cards.set(subscriptionId, { fingerprint, on });
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

let eventSeq = 0;

/** A Stripe event around `object`, stamped `created` (seconds since the epoch). */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number, id?: string) {
  return {
    id: id ?? `evt_test_${Date.now()}_${++eventSeq}`,
    object: 'event',
    type,
    created,
    api_version: '2026-08-26.dahlia',
    livemode: false,
    data: { object },
  };
}

/** A subscription object as Stripe sends it (the period end on its item). */
export function stripeSubscription(fields: {
  id: string;
  customer: string;
  userId?: string;
  status: string;
  trialEnd?: number | null;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  endedAt?: number | null;
}) {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    metadata: fields.userId ? { userId: fields.userId } : {},
    trial_end: fields.trialEnd ?? null,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: fields.cancelAt ?? null,
    ended_at: fields.endedAt ?? null,
    items: {
      object: 'list',
      data: [{ id: `si_${fields.id}`, object: 'subscription_item', current_period_end: fields.periodEnd }],
    },
  };
}

/** The body and Stripe-Signature header of a webhook delivery signed with `secret`. */
export function signedStripeDelivery(event: unknown, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
