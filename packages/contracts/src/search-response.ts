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
