import { z } from 'zod';

/**
 * The parts of TMDb's answers we read (developer.themoviedb.org, API v3). Lenient where TMDb
 * is: most fields may be missing or null, dates may be "". Unknown fields are dropped.
 */
const text = z.string().nullish();
const number = z.number().nullish();

const listItem = z.object({
  id: z.number().int().positive(),
  media_type: z.string().optional(),
  title: text,
  name: text,
  release_date: text,
  first_air_date: text,
  poster_path: text,
  vote_average: number,
  vote_count: number,
  popularity: number,
  overview: text,
});
export type TmdbListItem = z.infer<typeof listItem>;

/** `/search/multi`, `/movie/top_rated`, … : one page of results. */
export const pageSchema = z.object({
  page: z.number().optional(),
  results: z.array(z.unknown()),
});

/** Items are parsed one by one so a single odd one (a person, a broken entry) is skipped, not fatal. */
export function parseListItems(results: unknown[]): TmdbListItem[] {
  return results.flatMap((item) => {
    const parsed = listItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const provider = z.object({
  provider_name: z.string().min(1),
  provider_id: number,
  display_priority: number,
});
const providerList = z.array(provider).nullish();

export const countryOffersSchema = z.object({
  link: text,
  flatrate: providerList,
  free: providerList,
  ads: providerList,
  rent: providerList,
  buy: providerList,
});
export type TmdbCountryOffers = z.infer<typeof countryOffersSchema>;

const video = z.object({
  key: z.string(),
  site: text,
  type: text,
  official: z.boolean().nullish(),
  published_at: text,
});
export type TmdbVideo = z.infer<typeof video>;

/** One of `translations.translations[]`: `data.title` (movies) or `data.name` (TV), and `data.overview`, "" where untranslated. */
const translation = z.object({
  iso_3166_1: text,
  iso_639_1: text,
  data: z.object({ title: text, name: text, overview: text }).nullish(),
});
/** One alternative title: movies list them in `titles[]`, TV in `results[]`. */
const alternativeTitle = z.object({ iso_3166_1: text, title: text });
/** Entries parsed one by one (an odd one is skipped); the lists are cut long before a hostile size. */
const lenientList = <T extends z.ZodType>(entry: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).slice(0, 1_000).flatMap((item) => {
        const parsed = entry.safeParse(item);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );

/**
 * `/movie/{id}` and `/tv/{id}` with
 * `append_to_response=videos,watch/providers,external_ids,translations,alternative_titles`.
 */
export const detailsSchema = listItem.extend({
  original_title: text,
  original_name: text,
  original_language: text,
  translations: z.object({ translations: lenientList(translation) }).nullish(),
  alternative_titles: z
    .object({ titles: lenientList(alternativeTitle), results: lenientList(alternativeTitle) })
    .nullish(),
  number_of_seasons: number,
  videos: z.object({ results: z.array(video).nullish() }).nullish(),
  'watch/providers': z.object({ results: z.record(z.string(), countryOffersSchema).nullish() }).nullish(),
  external_ids: z.object({ imdb_id: text }).nullish(),
});
export type TmdbDetails = z.infer<typeof detailsSchema>;

/** One entry of `/watch/providers/movie` and `/watch/providers/tv`. */
const providerListEntry = z.object({
  provider_id: z.number().int(),
  provider_name: z.string().min(1),
  display_priority: number,
  /** e.g. "/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg", under TMDb's image base. */
  logo_path: z.string().startsWith('/').nullish(),
  /** Country → priority there; its keys are the countries TMDb lists the provider in. */
  display_priorities: z.record(z.string(), z.number()).nullish(),
});
export type TmdbProviderListEntry = z.infer<typeof providerListEntry>;

/** `/watch/providers/{movie,tv}`. Entries are parsed one by one like list items. */
export const providerListSchema = z.object({ results: z.array(z.unknown()) });

export function parseProviderEntries(results: unknown[]): TmdbProviderListEntry[] {
  return results.flatMap((entry) => {
    const parsed = providerListEntry.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const regionEntry = z.object({
  iso_3166_1: z.string().regex(/^[A-Z]{2}$/),
  english_name: text,
  native_name: text,
});
export type TmdbRegion = z.infer<typeof regionEntry>;

/** `/watch/providers/regions`: `results` is parsed entry by entry (an odd one is skipped). */
export const regionListSchema = z.object({ results: z.array(z.unknown()) });

export function parseRegions(results: unknown[]): TmdbRegion[] {
  return results.flatMap((entry) => {
    const parsed = regionEntry.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
