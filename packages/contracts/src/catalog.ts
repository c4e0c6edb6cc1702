import { z } from 'zod';
import { AUTOCOMPLETE_MIN_CHARS, SEARCH_QUERY_MAX_CHARS, TOP_RATED_MAX_LIMIT } from './limits.ts';
import { quotaSchema } from './quota.ts';
import { CONTROL_CHARACTERS_MESSAGE, isSingleLineText } from './text.ts';

export const titleTypeSchema = z.enum(['movie', 'tv']);
export type TitleType = z.infer<typeof titleTypeSchema>;

export const offerTypes = ['subscription', 'free', 'ads', 'rent', 'buy'] as const;
export const offerTypeSchema = z.enum(offerTypes);
export type OfferType = z.infer<typeof offerTypeSchema>;

const countryCode = z.string().regex(/^[A-Z]{2}$/);
const year = z.number().int().nullable();

/** One row of the autocomplete list and of every poster grid. */
export const titleSummarySchema = z.object({
  id: z.number().int().positive(),
  type: titleTypeSchema,
  title: z.string(),
  year,
  thumbnail: z.string().nullable(),
  /**
   * Autocomplete: the title's other name the typed text matched ("El viaje de Chihiro" for
   * Spirited Away), when it is not `title`.
   */
  matchedName: z.string().optional(),
});
export type TitleSummary = z.infer<typeof titleSummarySchema>;

export const autocompleteQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(AUTOCOMPLETE_MIN_CHARS, `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters.`)
    .max(SEARCH_QUERY_MAX_CHARS)
    .refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE),
});
/** Spec §7: the answer is the list itself. */
export const autocompleteResponseSchema = z.array(titleSummarySchema);

export const topRatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TOP_RATED_MAX_LIMIT).default(TOP_RATED_MAX_LIMIT),
});
export const topRatedResponseSchema = z.object({ results: z.array(titleSummarySchema) });

/** Spec §3 "Search request" plus `type`, which tells movie 603 from TV show 603. */
export const searchRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Please enter a title to search.')
    .max(SEARCH_QUERY_MAX_CHARS)
    .refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE),
  token: z.string().min(1, 'The security check token is missing.').max(10_000),
  /** Spec §5: sent only when numeric. Numeric strings are accepted too. */
  id: z
    .union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .nullish(),
  type: titleTypeSchema.optional(),
  isTrending: z.boolean().optional(),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const availabilitySchema = z.object({
  country: countryCode,
  provider: z.string(),
  offerType: offerTypeSchema,
  link: z.string().nullable(),
  price: z.string().nullable(),
  /**
   * TMDb's display priority for the provider's brand (lower is more prominent), when the row
   * came from TMDb; absent or null for demo and imported rows, which keep their old order.
   */
  rank: z.number().int().nullable().optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Spec §3: a platform name with the countries (ISO 3166-1 alpha-2) that carry it. */
export const platformSchema = z.object({ name: z.string(), countries: z.array(countryCode) });
export type Platform = z.infer<typeof platformSchema>;

export const titleDetailsSchema = z.object({
  id: z.number().int().positive(),
  type: titleTypeSchema,
  title: z.string(),
  year,
  release_year: year,
  /** 0–10. */
  rating: z.number().nullable(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  trailer_url: z.string().nullable(),
  /** TV only: number of seasons. */
  seasons: z.number().int().nullable(),
  /** The title in its original language, when it differs from `title` (千と千尋の神隠し). */
  original_title: z.string().nullable().optional(),
  platforms: z.array(platformSchema),
  availability: z.array(availabilitySchema),
  /** 'demo' when the availability is generated demo data. */
  source: z.enum(['demo', 'tmdb']),
});
export type TitleDetails = z.infer<typeof titleDetailsSchema>;

export const searchResponseSchema = titleDetailsSchema.extend({ quota: quotaSchema });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
