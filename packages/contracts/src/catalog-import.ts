import { z } from 'zod';
import { offerTypeSchema, titleTypeSchema } from './catalog.ts';
import { offerFactsShape } from './offer-facts.ts';
import { CONTROL_CHARACTERS_MESSAGE, isMultiLineText, isSingleLineText } from './text.ts';

// Every text field refuses control characters (the description keeps tabs and line breaks): a
// NUL cannot be stored at all, and one such line must cost only itself, not the whole import.
const oneLine = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.refine((value) => value === null || isSingleLineText(value), CONTROL_CHARACTERS_MESSAGE);
const httpUrl = () => oneLine(z.url({ protocol: /^https?$/ }).nullable()).default(null);

/**
 * One line of a catalog import file (JSON Lines): a title keyed by its TMDb type and id, with
 * its availability in every country. Optional fields take the defaults shown.
 */
export const catalogImportLineSchema = z.object({
  type: titleTypeSchema,
  id: z.number().int().positive().max(2_147_483_647),
  title: oneLine(z.string().trim().min(1).max(500)),
  year: z.number().int().min(1870).max(2100).nullable().default(null),
  rating: z.number().min(0).max(10).nullable().default(null),
  votes: z.number().int().min(0).default(0),
  popularity: z.number().min(0).default(0),
  description: z.string().max(10_000).refine(isMultiLineText, CONTROL_CHARACTERS_MESSAGE).default(''),
  thumbnail: httpUrl(),
  trailerUrl: httpUrl(),
  /** TV only. */
  seasons: z.number().int().min(0).max(1000).nullable().default(null),
  /**
   * The title's names in other languages ("El viaje de Chihiro"), searched by autocomplete and
   * search besides `title`. Given, they replace the title's stored names; absent, those stay.
   * Stored cleaned (control and bidi characters removed) and capped (80 names of 200 characters).
   */
  names: z
    .array(
      z.object({
        language: z.string().regex(/^[a-z]{2,3}$/, 'must be an ISO 639-1 code such as "es"'),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as "ES"')
          .optional(),
        name: z.string().trim().min(1).max(2_000),
      }),
    )
    .max(1_000)
    .optional(),
  /** When the data was true; default: the time of the import. */
  fetchedAt: z.iso.datetime({ offset: true }).optional(),
  availability: z
    .array(
      z.object({
        country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as "US"'),
        provider: oneLine(z.string().trim().min(1).max(200)),
        offerType: offerTypeSchema,
        link: httpUrl(),
        price: oneLine(z.string().max(50).nullable()).default(null),
        ...offerFactsShape,
      }),
    )
    .max(10_000)
    .default([]),
});
export type CatalogImportLine = z.infer<typeof catalogImportLineSchema>;
