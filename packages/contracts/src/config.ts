import * as z from 'zod/mini';

// Written with zod/mini: every page reads the config as it starts
// (docs/architecture.md#the-start-up-answers).

/** What the browser needs to start a checkout: the price id, and which provider serves it. */
export const billingConfigSchema = z.object({
  provider: z.enum(['stripe', 'test', 'none']),
  priceId: z.string(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** `GET /api/config`: what the browser needs to know about this deployment. No secrets. */
export const publicConfigSchema = z.object({
  botCheck: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string(), action: z.literal('submit') }),
  ]),
  vpnAffiliateUrl: z.string(),
  demoCatalog: z.boolean(),
  /** False until GOOGLE_CLIENT_ID/SECRET are set: the button then says so. */
  googleSignIn: z.boolean(),
  /** Checkout's provider and price: Stripe, the local test billing, or none (production without Stripe). */
  billing: billingConfigSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
