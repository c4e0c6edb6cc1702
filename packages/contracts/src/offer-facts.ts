import { z } from 'zod';

/**
 * What an offer says beyond "it is there" (docs/catalog.md#offer-facts): the languages it can be
 * watched in, its picture quality, its price, when it leaves and a link straight to it. Every fact
 * is optional: TMDb's data has none of them, so an offer without them is the usual case.
 */

/** How many languages one offer may list: real services list a few dozen at most. */
export const OFFER_LANGUAGES_MAX = 60;
/** The highest price accepted, in any currency's major unit (a yen or a won is cheap). */
export const OFFER_PRICE_MAX = 1_000_000;

/** A BCP 47 language tag reduced to language and optional region: `en`, `pt-BR`, `fil`. */
export const languageTagSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language code such as "en" or "pt-BR"');

export const offerQualities = ['sd', 'hd', 'uhd'] as const;
export const offerQualitySchema = z.enum(offerQualities);
export type OfferQuality = z.infer<typeof offerQualitySchema>;

export const subtitleTrackSchema = z.object({
  language: languageTagSchema,
  /** Closed captions (the sounds described too, for deaf and hard-of-hearing viewers). */
  closedCaptions: z.boolean(),
});
export type SubtitleTrack = z.infer<typeof subtitleTrackSchema>;

export const offerPriceSchema = z.object({
  /** In the currency's major unit: 3.99 is three dollars ninety-nine. */
  amount: z.number().positive().max(OFFER_PRICE_MAX),
  /** ISO 4217: `USD`, `EUR`, `JPY`. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as "EUR"'),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

/**
 * Only `https:` links go to a visitor: `javascript:`, `data:` or plain `http:` would run code or
 * leave the page open to tampering, so they are refused where data enters. The link names a
 * host (labels of letters, digits and hyphens, a top-level domain of letters, an optional port),
 * then a path, query or fragment without spaces, control or formatting characters (bidi overrides). Stricter than a URL
 * parser where they differ: no `user:password@` (a link passing for another site), no bare IP
 * address, no raw Unicode host (its punycode form passes), no backslash before the path.
 *
 * One regular expression rather than a URL parse: every offer of the search answer carries a
 * link, and the browser checks the answer before showing it (a popular title's few hundred
 * links took most of that check's time on a phone; docs/performance.md#bars).
 */
const HTTPS_LINK =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s\p{Cc}\p{Cf}]*)?$/iu;

export const httpsUrlSchema = z
  .string()
  .max(2000, 'must be an https: link')
  .regex(HTTPS_LINK, 'must be an https: link')
  .meta({ description: 'An https: link.', format: 'uri' });

const languageList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(OFFER_LANGUAGES_MAX, `at most ${OFFER_LANGUAGES_MAX} languages`)
    .describe('Empty when the source says none; absent when it does not say.');

/** The facts, each optional; the search answer and the catalog import share them. */
export const offerFactsShape = {
  audio: languageList(languageTagSchema)
    .optional()
    .describe('Audio languages (BCP 47 language, optional region), the original one first.'),
  subtitles: languageList(subtitleTrackSchema).optional().describe('Subtitle languages.'),
  quality: offerQualitySchema.optional().describe('The best picture quality offered: sd, hd or uhd (4K).'),
  localPrice: offerPriceSchema
    .optional()
    .describe('Rent or buy price in the local currency, as a number (`price` is the same, formatted).'),
  expiresOn: z.iso
    .date()
    .optional()
    .describe('The last day the offer is available (YYYY-MM-DD), when the source announces it.'),
  deepLink: httpsUrlSchema
    .optional()
    .describe('An https: link that opens the title (or its search) on the service itself.'),
};

export const offerFactsSchema = z.object(offerFactsShape);
export type OfferFacts = z.infer<typeof offerFactsSchema>;

/**
 * The credit its terms require wherever the Streaming Availability API's facts are shown (the
 * title page, the planner, the alert e-mail): its name as it spells it, linked to its page.
 */
export const OFFER_FACTS_CREDIT = {
  name: 'Streaming Availability API by Movie of the Night',
  url: 'https://www.movieofthenight.com/about/api',
} as const;
