import * as z from 'zod/mini';
import { errorCodes } from './errors.ts';

// Apart from errors.ts (codes, statuses, texts): the web's first load shows those texts, and a
// module's schemas are all built when it is imported. Written with zod/mini, as the web checks
// every failed answer with it (docs/architecture.md#the-start-up-answers).

/** Every failed answer's body: `{ error: code, message, ... }`. */
export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  /** Field path → first problem, for validation errors. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Present (true) on the daily-limit answer, as the product clients read it. */
  limitReached: z.optional(z.literal(true)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
