import { z } from 'zod';
import { AUTOCOMPLETE_MIN_CHARS, SEARCH_QUERY_MAX_CHARS } from './limits.ts';
import { type Locale, SOURCE_LOCALE, toLocale } from './locales.ts';
import { offerFactsShape } from './offer-facts.ts';
import { CONTROL_CHARACTERS_MESSAGE, isSingleLineText } from './text.ts';
import { titleTypes } from './title-summary.ts';

export const titleTypeSchema = z.enum(titleTypes);
export type TitleType = z.infer<typeof titleTypeSchema>;

export const offerTypes = ['subscription', 'free', 'ads', 'rent', 'buy'] as const;
export const offerTypeSchema = z.enum(offerTypes);
export type OfferType = z.infer<typeof offerTypeSchema>;

const countryCode = z.string().regex(/^[A-Z]{2}$/);
const year = z.number().int().nullable();

/**
 * Autocomplete's 429 when this server's autocompletes already hold their share of the database
 * (many costly inputs at once): the next keystroke asks again, and the search still works.
 */
export const AUTOCOMPLETE_BUSY_MESSAGE = 'Suggestions are busy right now. Keep typing, or press Search.';

/**
 * The visitor's language (`?lang=de`), in which titles are named where the catalog knows how:
 * one of the languages ReelAtlas speaks, any case; anything else (or none) is English.
 */
export const titleLanguageSchema = z
  .string()
  .optional()
  .transform((code): Locale => toLocale(code) ?? SOURCE_LOCALE);

export const autocompleteQuerySchema = z.object({
  lang: titleLanguageSchema,
  q: z
    .string()
    .trim()
    .min(AUTOCOMPLETE_MIN_CHARS, `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters.`)
    .max(SEARCH_QUERY_MAX_CHARS)
    .refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE),
});

/** The search request (docs/product-rules.md#search-answers) plus `type`, which tells movie 603 from TV show 603. */
export const searchRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Please enter a title to search.')
    .max(SEARCH_QUERY_MAX_CHARS)
    .refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE),
  token: z.string().min(1, 'The security check token is missing.').max(10_000),
  /** Sent only when numeric. Numeric strings are accepted too. */
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
  /**
   * Answer only if this search costs nothing (Pro or Trial, or a title this viewer already
   * opened today); otherwise say so without counting (200 with `notFree`: `search_not_free`, or
   * `limit_reached` when none are left). A title page opened from a link asks this way first.
   */
  freeOnly: z.boolean().optional(),
  /**
   * The visitor's language (one of the site's; anything else is English): the answer then brings
   * the title's name and overview in it (`named`), so the title page shows them at once.
   */
  lang: titleLanguageSchema,
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
  ...offerFactsShape,
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A platform name with the countries (ISO 3166-1 alpha-2) that carry it. */
export const platformSchema = z.object({ name: z.string(), countries: z.array(countryCode) });
export type Platform = z.infer<typeof platformSchema>;

/**
 * What anyone may read about a title without a search: everything a title answer holds except
 * where it streams (no platforms, countries, links or prices: those follow a counted search).
 */
export const titleFactsSchema = z.object({
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
  /** 'demo' when the availability is generated demo data. */
  source: z.enum(['demo', 'tmdb']),
});
export type TitleFacts = z.infer<typeof titleFactsSchema>;

export const titleDetailsSchema = titleFactsSchema.extend({
  platforms: z.array(platformSchema),
  availability: z.array(availabilitySchema),
});
export type TitleDetails = z.infer<typeof titleDetailsSchema>;

/** A title in the visitor's language (GET /api/titles/{type}/{id}/names?lang=). */
export const titleInLanguageSchema = z.object({
  /** The title's name in the asked language; null when the catalog has none (the English title stands). */
  name: z.string().nullable(),
  /** Its overview in that language; null when there is none. */
  overview: z.string().nullable(),
  /** The name in the original language, when known. */
  original: z.string().nullable(),
  /** The English title. */
  english: z.string(),
});
export type TitleInLanguageAnswer = z.infer<typeof titleInLanguageSchema>;

/** `named` of an answer asked in another language than English: what GET …/names answers. */
export const namedInLanguageSchema = titleInLanguageSchema
  .optional()
  .describe(
    "The title's name and overview in the asked `lang`, as GET /api/titles/{type}/{id}/names answers them; absent in English.",
  );

/** GET /api/titles/{type}/{id}?lang=: the facts, and the title in the visitor's language when asked. */
export const titleFactsQuerySchema = z.object({ lang: titleLanguageSchema });
export const titleFactsResponseSchema = titleFactsSchema.extend({ named: namedInLanguageSchema });
export type TitleFactsResponse = z.infer<typeof titleFactsResponseSchema>;
export const titleLanguageQuerySchema = z.object({ lang: titleLanguageSchema });

/** The path of GET /api/titles/{type}/{id}: a title's facts, never its availability. */
export const titleFactsParamsSchema = z.object({
  type: titleTypeSchema,
  id: z.coerce.number().int().positive().max(999_999_999),
});
