import type { BillingGateway, SubscriptionChange, TrialCardGateway } from '@reelatlas/core';
import Stripe from 'stripe';

export interface StripeBillingOptions {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Where the browser reaches the site: Checkout and the portal send it back here. */
  siteUrl: string;
  /** Another API address (tests point it at a fake); default Stripe's. */
  apiUrl?: string;
}

/** What a verified Stripe event asks billing to do. */
export type StripeBillingAction =
  | { kind: 'subscription'; change: SubscriptionChange }
  | { kind: 'link-customer'; userId: string; customerId: string }
  | { kind: 'ignore' };

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The card fingerprint of an expanded payment method; null when it is not a card or not expanded. */
const fingerprintOf = (method: string | Stripe.PaymentMethod | null | undefined) =>
  typeof method === 'object' && method ? (method.card?.fingerprint ?? null) : null;

/** The SDK client; `apiUrl` sets its host, port and protocol. Creating it makes no call. */
export function createStripeClient(options: Pick<StripeBillingOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'ReelAtlas' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** A Stripe subscription object as the change billing applies; `at` is the event's time. */
export function subscriptionChange(subscription: Stripe.Subscription, at: Date): SubscriptionChange {
  // Since API 2025-03-31 the period lives on the items; older accounts still send it on the subscription.
  const legacy = subscription as unknown as { current_period_end?: number };
  const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? legacy.current_period_end;
  return {
    id: subscription.id,
    provider: 'stripe',
    userId: subscription.metadata?.userId || null,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    trialEnd: seconds(subscription.trial_end),
    currentPeriodEnd: seconds(periodEnd),
    cancelAt: seconds(subscription.cancel_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: seconds(subscription.ended_at),
    lastEventAt: at,
  };
}

/**
 * Stripe as the billing provider (docs/product-rules.md#billing): Checkout in subscription mode for the one Pro
 * price, the 7-day trial only when asked for, the customer reused once known, the Billing
 * Portal, and verified webhook events turned into billing actions.
 */
export function createStripeBilling(options: StripeBillingOptions) {
  const stripe = createStripeClient(options);

  const gateway: BillingGateway = {
    provider: 'stripe',
    priceId: options.priceId,

    async createCheckout({ user, trialDays }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: options.priceId, quantity: 1 }],
        client_reference_id: user.id,
        metadata: { userId: user.id },
        ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
        subscription_data: {
          metadata: { userId: user.id },
          ...(trialDays ? { trial_period_days: trialDays } : {}),
        },
        success_url: `${options.siteUrl}/thankyou?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${options.siteUrl}/premium`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { url: session.url };
    },

    async createPortal({ user }) {
      if (!user.stripeCustomerId) throw new Error('no Stripe customer for this user');
      const session = await stripe.billingPortal.sessions.create({
        customer: user.stripeCustomerId,
        return_url: `${options.siteUrl}/profile`,
      });
      return { url: session.url };
    },
  };

  /**
   * Checkout stores the card as the subscription's default payment method; a subscription made
   * otherwise may rely on the customer's default. One call expands both.
   */
  const cards: TrialCardGateway = {
    async cardFingerprint(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['default_payment_method', 'customer.invoice_settings.default_payment_method'],
      });
      const customer = subscription.customer;
      const customerMethod =
        typeof customer === 'object' && !customer.deleted
          ? customer.invoice_settings?.default_payment_method
          : null;
      return fingerprintOf(subscription.default_payment_method) ?? fingerprintOf(customerMethod);
    },
    async endTrialNow(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { trial_end: 'now' });
    },
  };

  return {
    gateway,
    cards,

    /** Checks the signature over the exact raw body; throws when it does not match. */
    verifyEvent(rawBody: Uint8Array, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },

    /**
     * Subscription events carry the whole subscription (with our user id in its metadata), so
     * each one is applied as it stands; ordering is settled by the event's time. A completed
     * checkout links the customer to the user, so later events without metadata find them.
     * Invoice events change nothing by themselves: Stripe follows a failed or paid invoice with
     * a subscription event (past_due, active, canceled).
     */
    actionOf(event: Stripe.Event): StripeBillingAction {
      const at = new Date(event.created * 1000);
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed':
          return { kind: 'subscription', change: subscriptionChange(event.data.object, at) };
        case 'checkout.session.completed': {
          const session = event.data.object;
          const userId = session.client_reference_id ?? session.metadata?.userId;
          const customerId = idOf(session.customer);
          if (session.mode !== 'subscription' || !userId || !customerId) return { kind: 'ignore' };
          return { kind: 'link-customer', userId, customerId };
        }
        default:
          return { kind: 'ignore' };
      }
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
