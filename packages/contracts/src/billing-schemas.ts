import { z } from 'zod';

// Apart from billing.ts (the price, the trial, the texts): the web's first load shows those, and
// a module's schemas are all built when it is imported (docs/performance.md#bars).

/** `POST /api/create-checkout-session` (docs/product-rules.md#billing). `uid` must be the caller's own id. */
export const checkoutRequestSchema = z.object({
  priceId: z.string().trim().min(1).max(200),
  uid: z.string().trim().min(1).max(200),
  /** True when the caller's plan is not Free; informational, the server decides from the database. */
  isUpgrade: z.boolean().optional().default(false),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The answer of checkout and billing portal: where the browser goes next. */
export const redirectUrlSchema = z.object({ url: z.string().min(1) });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** `POST /api/check-subscription` (docs/product-rules.md#plans-and-trial, docs/product-rules.md#billing), from the database. */
export const subscriptionStatusSchema = z.object({
  plan: z.enum(['Free', 'Trial', 'Pro']),
  trialEndDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** What the browser needs to start a checkout: the price id, and which provider serves it. */
export const billingConfigSchema = z.object({
  provider: z.enum(['stripe', 'test', 'none']),
  priceId: z.string(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
