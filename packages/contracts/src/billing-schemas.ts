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
