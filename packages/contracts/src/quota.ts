import { z } from 'zod';

export const planSchema = z.enum(['anonymous', 'Free', 'Trial', 'Pro']);
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/quota`: today's searches of the caller. `limit` is 9999 for Pro/Trial (not counted). */
export const quotaSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
  remaining: z.number().int().min(0),
  /** ISO instant of the next 00:00 UTC. */
  resetAt: z.string(),
  plan: planSchema,
  /**
   * True for an account whose e-mail is not verified yet: it searches on the anonymous
   * allowance of its IP and device until it is (docs/product-rules.md#who-is-counted).
   */
  emailUnverified: z.boolean().optional(),
});
export type Quota = z.infer<typeof quotaSchema>;
