import { z } from 'zod';
import { checkoutRequestSchema, redirectUrlSchema } from '../billing-schemas.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Where the browser goes to pay. The server always names a page; the web still reads an answer
 * without one as the product 'No checkout URL received.', so the URL may be missing here.
 */
export const checkoutEndpoint = {
  method: 'post',
  path: '/api/create-checkout-session',
  body: checkoutRequestSchema,
  response: z.object({ url: z.string().nullish() }),
} as const satisfies Endpoint;

export const billingPortalEndpoint = {
  method: 'post',
  path: '/api/create-billing-portal-session',
  response: redirectUrlSchema,
} as const satisfies Endpoint;

/** Stripe's events; its handler reads the raw bytes (the signature covers them), not a schema. */
export const billingWebhookEndpoint = {
  method: 'post',
  path: '/api/billing/webhook',
  response: z.object({ received: z.literal(true), outcome: z.string() }),
  servedBy: 'raw-body',
} as const satisfies Endpoint;
