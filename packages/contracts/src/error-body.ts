import { z } from 'zod';
import { errorCodes } from './errors.ts';

// Apart from errors.ts (codes, statuses, texts): the web's first load shows those texts, and a
// module's schemas are all built when it is imported (docs/performance.md#bars).

/** Every failed answer's body: `{ error: code, message, ... }`. */
export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  /** Field path → first problem, for validation errors. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Present (true) on the daily-limit answer, as the product clients read it. */
  limitReached: z.literal(true).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
