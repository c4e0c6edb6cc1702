import { z } from 'zod';
import { availabilityChangeSchema } from './alerts.ts';
import { namedInLanguageSchema, titleDetailsSchema } from './catalog.ts';
import { quotaSchema } from './quota.ts';

/**
 * `POST /api/search`: the title with its availability, the caller's quota and — for the caller
 * who just searched it — the title's recent availability changes, so the title page needs no
 * second request for them. Optional: clients that ignore it ask GET /api/titles/{type}/{id}/changes.
 */
export const searchResponseSchema = titleDetailsSchema.extend({
  quota: quotaSchema,
  changes: z
    .array(availabilityChangeSchema)
    .optional()
    .describe(
      "The title's availability changes of the last 30 days, newest first, as GET /api/titles/{type}/{id}/changes answers them. Only in an answer to the caller who searched the title.",
    ),
  named: namedInLanguageSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Why a free-only search was not answered: it would be counted, or no search is left today. */
export const notFreeReasons = ['search_not_free', 'limit_reached'] as const;
export type NotFreeReason = (typeof notFreeReasons)[number];

/**
 * A search asked with `freeOnly` that would cost a search (or that none are left for): nothing
 * counted, nothing of where the title streams, only the caller's quota. An answer rather than an
 * error status: a title page opened from a link asks this way on every visit, and a browser
 * reports every 4xx in its console (docs/performance.md#bars).
 */
export const searchNotFreeSchema = z.object({
  // No .describe(): this schema is in the first load of `/`; the route's OpenAPI text explains it.
  notFree: z.enum(notFreeReasons),
  quota: quotaSchema,
});
export type SearchNotFree = z.infer<typeof searchNotFreeSchema>;

/** What `POST /api/search` answers with 200: the title, or (asked with `freeOnly` only) why not. */
export const searchAnswerSchema = z.union([searchResponseSchema, searchNotFreeSchema]);
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
