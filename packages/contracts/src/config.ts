import { z } from 'zod';
import { billingConfigSchema } from './billing-schemas.ts';

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
