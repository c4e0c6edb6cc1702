import { z } from 'zod';

/** A failed auth or account answer, as `auth-error.ts` reads it: Better Auth's, ours, or its rate limiter's. */
export const authErrorBody = z.object({
  code: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
