import * as z from 'zod/mini';

// Written with zod/mini, like every schema of an answer the web reads as a page starts: the first
// load checks them with the small build of zod (docs/architecture.md#the-start-up-answers).

export const planSchema = z.enum(['anonymous', 'Free', 'Trial', 'Pro']);
export type Plan = z.infer<typeof planSchema>;

const count = z.number().check(z.int(), z.minimum(0));

/** `GET /api/quota`: today's searches of the caller. `limit` is 9999 for Pro/Trial (not counted). */
export const quotaSchema = z.object({
  used: count,
  limit: count,
  remaining: count,
  /** ISO instant of the next 00:00 UTC. */
  resetAt: z.string(),
  plan: planSchema,
  /**
   * True for an account whose e-mail is not verified yet: it searches on the anonymous
   * allowance of its IP and device until it is (docs/product-rules.md#who-is-counted).
   */
  emailUnverified: z.optional(z.boolean()),
});
export type Quota = z.infer<typeof quotaSchema>;
