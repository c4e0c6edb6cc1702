import { billingWebhookEndpoint } from '@reelatlas/contracts';
import { applySubscriptionChangeReporting, refuseRepeatTrialCard } from '@reelatlas/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from '../middleware/errors.ts';
import type { ApiTag } from './openapi-route.ts';

export const WEBHOOK_PATH = billingWebhookEndpoint.path;
/** Stripe's events (an invoice with many lines) can be far bigger than the API's own bodies. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * The webhook in the OpenAPI document. It is registered by hand because its handler reads the
 * raw bytes (the signature covers them) rather than a parsed, validated body.
 */
export const webhookOpenApi = {
  method: billingWebhookEndpoint.method,
  path: WEBHOOK_PATH,
  tags: ['Billing' satisfies ApiTag],
  summary: "Stripe's events: signature checked on the raw body, each event id applied once.",
  description:
    'Called by Stripe only, with a `Stripe-Signature` header. Handles checkout.session.completed and customer.subscription.created/updated/deleted; a trial that starts with a card that already had one is ended at once. Other events answer 200. A fault of ours answers 500 so Stripe delivers again.',
  responses: {
    200: { description: '`{received: true, outcome}`: applied, duplicate, stale, ignored or unknown_user.' },
    400: { description: 'Missing or forged signature, or not an event.' },
    404: { description: 'Stripe is not configured on this server.' },
    413: { description: 'Body over 512 KB.' },
    500: { description: 'Transient failure: Stripe retries.' },
  },
};

/**
 * `POST /api/billing/webhook`: Stripe's events (docs/product-rules.md#billing). The signature is checked over
 * the raw bytes; each event id is applied once; unknown events answer 200 so Stripe stops
 * sending them; a failure of ours (database down) answers 500 so Stripe retries later.
 */
export function billingWebhookRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.post(
    WEBHOOK_PATH,
    bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: (c) => errorResponse(c, 'payload_too_large') }),
    async (c) => {
      const stripe = deps.stripe;
      if (!stripe) return errorResponse(c, 'not_found', 'Stripe is not configured on this server.');
      const signature = c.req.header('stripe-signature');
      const raw = new Uint8Array(await c.req.arrayBuffer());
      let event: ReturnType<typeof stripe.verifyEvent>;
      try {
        if (!signature) throw new Error('no signature');
        event = stripe.verifyEvent(raw, signature);
      } catch {
        return errorResponse(c, 'validation_failed', 'The webhook signature does not match.');
      }

      const action = stripe.actionOf(event);
      const ref = { id: event.id, type: event.type };
      if (action.kind === 'subscription') {
        const { outcome, startedTrial } = await applySubscriptionChangeReporting(deps, action.change, ref);
        if (outcome === 'unknown_user')
          deps.logger.warn(
            { event: event.id, type: event.type },
            'billing event for an unknown user ignored',
          );
        if (startedTrial) {
          // The trial is applied and the event recorded by now, and that must stand: a redelivery
          // would be a duplicate and check nothing, so a 5xx would gain nothing. When Stripe
          // fails (after the SDK's own retries) this trial is left as it is and the event
          // answers 200; one repeat trial slipping through costs less than a stuck webhook.
          try {
            await refuseRepeatTrialCard({ ...deps, cards: stripe.cards }, startedTrial);
          } catch (err) {
            deps.logger.warn(
              { err, event: event.id, subscription: startedTrial.subscriptionId },
              'card check for a new trial failed; the trial is left as it is',
            );
          }
        }
        return c.json({ received: true, outcome }, 200);
      }
      if (action.kind === 'link-customer') {
        const outcome = await deps.billing.linkCustomer({ ...action, event: ref });
        return c.json({ received: true, outcome }, 200);
      }
      const fresh = await deps.billing.recordEvent(ref);
      return c.json({ received: true, outcome: fresh ? 'ignored' : 'duplicate' }, 200);
    },
  );
  return routes;
}
