import { z } from 'zod';

/** A country the catalog covers: ISO 3166-1 alpha-2 code and English name. */
export const regionSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

/**
 * `GET /api/regions`: the countries availability is known for, by name. With TMDb, its watch
 * regions (a title missing there is "not streaming in" that country); with the demo catalog,
 * the countries its generated offers use.
 */
export const regionsResponseSchema = z.object({
  regions: z.array(regionSchema),
  source: z.enum(['demo', 'tmdb']),
});
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;
