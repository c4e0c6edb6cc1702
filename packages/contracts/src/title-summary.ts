import * as z from 'zod/mini';
import { TOP_RATED_MAX_LIMIT } from './limits.ts';

// The poster grids' and suggestions' rows, written with zod/mini: the home page reads the
// top-rated titles as it starts (docs/architecture.md#the-start-up-answers).

/** A title is a movie or a TV show (`catalog.ts`' `titleTypeSchema` is the same list). */
export const titleTypes = ['movie', 'tv'] as const;

/** One row of the autocomplete list and of every poster grid. */
export const titleSummarySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  type: z.enum(titleTypes),
  title: z.string(),
  year: z.nullable(z.number().check(z.int())),
  thumbnail: z.nullable(z.string()),
  /**
   * Autocomplete: the title's other name the typed text matched ("El viaje de Chihiro" for
   * Spirited Away), when it is not `title`.
   */
  matchedName: z.optional(z.string()),
});
export type TitleSummary = z.infer<typeof titleSummarySchema>;

/** Autocomplete's answer is the list itself. */
export const autocompleteResponseSchema = z.array(titleSummarySchema);

export const topRatedQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TOP_RATED_MAX_LIMIT)),
    TOP_RATED_MAX_LIMIT,
  ),
});
export const topRatedResponseSchema = z.object({ results: z.array(titleSummarySchema) });
