import * as z from 'zod/mini';

// Apart from billing-schemas.ts (checkout's): a signed-in page checks the plan as it starts,
// written with zod/mini (docs/architecture.md#the-start-up-answers).

/** `POST /api/check-subscription` (docs/product-rules.md#plans-and-trial, docs/product-rules.md#billing), from the database. */
export const subscriptionStatusSchema = z.object({
  plan: z.enum(['Free', 'Trial', 'Pro']),
  trialEndDate: z.nullable(z.string()),
  subscriptionEndDate: z.nullable(z.string()),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
