import type { Availability, OfferType, TitleSummary, TitleType } from '@reelatlas/contracts';
import {
  type CatalogTitle,
  cleanTitleName,
  selectTitleNames,
  selectTitleOverviews,
  type TitleName,
  type TitleOverview,
  type TitleRef,
} from '@reelatlas/core';
import { brandKey, type ProviderDirectory } from './provider-brands.ts';
import type { TmdbCountryOffers, TmdbDetails, TmdbListItem, TmdbVideo } from './schemas.ts';

type TmdbOfferedProvider = {
  provider_id?: number | null;
  provider_name: string;
  display_priority?: number | null;
};

/** Poster size for grids and the title page (the web draws posters 342 px wide). */
const POSTER_BASE = 'https://image.tmdb.org/t/p/w342';

/** TMDb's offer arrays → our offer types. */
const OFFER_TYPES: [keyof TmdbCountryOffers & string, OfferType][] = [
  ['flatrate', 'subscription'],
  ['free', 'free'],
  ['ads', 'ads'],
  ['rent', 'rent'],
  ['buy', 'buy'],
];

function yearOf(date: string | null | undefined): number | null {
  const match = /^(\d{4})-/.exec(date ?? '');
  return match ? Number(match[1]) : null;
}

const posterUrl = (path: string | null | undefined) =>
  path?.startsWith('/') ? `${POSTER_BASE}${path}` : null;

function titleText(item: TmdbListItem): string | null {
  const text = (item.title ?? item.name ?? '').trim();
  return text || null;
}

/** A list or search result as a summary; people and nameless entries give null. */
export function toSummary(item: TmdbListItem, type?: TitleType): TitleSummary | null {
  const kind = type ?? item.media_type;
  if (kind !== 'movie' && kind !== 'tv') return null;
  const title = titleText(item);
  if (!title) return null;
  return {
    id: item.id,
    type: kind,
    title,
    year: yearOf(kind === 'tv' ? item.first_air_date : item.release_date),
    thumbnail: posterUrl(item.poster_path),
  };
}

/** The official YouTube trailer, else any YouTube trailer; newest first. */
export function pickTrailer(videos: TmdbVideo[]): string | null {
  const trailers = videos
    .filter((v) => v.site === 'YouTube' && v.type === 'Trailer' && v.key)
    .sort(
      (a, b) =>
        Number(Boolean(b.official)) - Number(Boolean(a.official)) ||
        (b.published_at ?? '').localeCompare(a.published_at ?? ''),
    );
  const best = trailers[0];
  return best ? `https://www.youtube.com/watch?v=${encodeURIComponent(best.key)}` : null;
}

/**
 * Per-country offers (JustWatch data via TMDb) as availability rows. TMDb gives no deep links
 * per service: the link is TMDb's watch page for that country, which carries them.
 *
 * With TMDb's provider directory, each provider id is shown under its brand's name and carries
 * the brand's rank; without it (the lists could not be fetched) names stay as the title lists
 * them, unranked. Either way one brand appears once per country and offer type (brandKey).
 */
export function toAvailability(
  results: Record<string, TmdbCountryOffers> | null | undefined,
  directory?: ProviderDirectory | null,
): Availability[] {
  const rows: Availability[] = [];
  const seen = new Set<string>();
  for (const [country, offers] of Object.entries(results ?? {})) {
    if (!/^[A-Z]{2}$/.test(country)) continue;
    for (const [field, offerType] of OFFER_TYPES) {
      const providers = [...((offers[field] as TmdbOfferedProvider[] | null | undefined) ?? [])];
      providers.sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999));
      for (const provider of providers) {
        const brand = provider.provider_id != null ? directory?.[String(provider.provider_id)] : undefined;
        const name = (brand?.name ?? provider.provider_name).trim();
        const key = `${country}|${brandKey(name)}|${offerType}`;
        if (!name || seen.has(key)) continue;
        seen.add(key);
        const row: Availability = {
          country,
          provider: name,
          offerType,
          link: offers.link ?? null,
          price: null,
        };
        if (brand && brand.rank !== null) row.rank = brand.rank;
        rows.push(row);
      }
    }
  }
  return rows;
}

const code = (value: string | null | undefined) => value?.trim() || null;

/** The original title, when it is not the English one. */
function originalOf(ref: TitleRef, details: TmdbDetails, title: string) {
  // Cleaned here already: the fetched copy is served from memory before the stored one.
  const original = cleanTitleName((ref.type === 'tv' ? details.original_name : details.original_title) ?? '');
  return original && original !== title ? { originalTitle: original } : {};
}

/**
 * Every name TMDb gives a title: the original (in its language), the English title we fetched
 * (en-US), each translation that has a title (TMDb sends "" where a language has none), and the
 * alternative titles. Stored through core's rule (cleaned, capped), so hostile text is bounded.
 */
export function titleNames(ref: TitleRef, details: TmdbDetails, english: string): TitleName[] {
  const original = (ref.type === 'tv' ? details.original_name : details.original_title)?.trim();
  const names: TitleName[] = [];
  if (original)
    names.push({
      kind: 'original',
      name: original,
      language: code(details.original_language),
      country: null,
    });
  names.push({ kind: 'english', name: english, language: 'en', country: 'US' });
  for (const entry of details.translations?.translations ?? []) {
    const name = (ref.type === 'tv' ? entry.data?.name : entry.data?.title)?.trim();
    if (name)
      names.push({
        kind: 'translation',
        name,
        language: code(entry.iso_639_1),
        country: code(entry.iso_3166_1),
      });
  }
  const alternatives =
    ref.type === 'tv' ? details.alternative_titles?.results : details.alternative_titles?.titles;
  for (const entry of alternatives ?? []) {
    const name = entry.title?.trim();
    if (name) names.push({ kind: 'alternative', name, language: null, country: code(entry.iso_3166_1) });
  }
  return names;
}

/** The overview of each translation that has one (the title page shows the visitor's). */
export function titleOverviews(details: TmdbDetails): TitleOverview[] {
  const overviews: TitleOverview[] = [];
  for (const entry of details.translations?.translations ?? []) {
    const language = code(entry.iso_639_1);
    const overview = entry.data?.overview?.trim();
    if (language && overview) overviews.push({ language, country: code(entry.iso_3166_1), overview });
  }
  return overviews;
}

/** Details with appended videos, watch/providers, external_ids and names → a stored title. */
export function toCatalogTitle(
  ref: TitleRef,
  details: TmdbDetails,
  directory?: ProviderDirectory | null,
): CatalogTitle | null {
  const title = titleText(details);
  if (!title) return null;
  const votes = details.vote_count ?? 0;
  return {
    id: ref.id,
    type: ref.type,
    title,
    year: yearOf(ref.type === 'tv' ? details.first_air_date : details.release_date),
    // TMDb shows 0 for titles nobody rated yet; that is "no rating", not a bad one.
    rating: votes > 0 && details.vote_average != null ? details.vote_average : null,
    votes,
    popularity: details.popularity ?? 0,
    description: details.overview ?? '',
    thumbnail: posterUrl(details.poster_path),
    trailerUrl: pickTrailer(details.videos?.results ?? []),
    seasons: ref.type === 'tv' ? (details.number_of_seasons ?? null) : null,
    availability: toAvailability(details['watch/providers']?.results, directory),
    ...originalOf(ref, details, title),
    names: selectTitleNames(titleNames(ref, details, title)),
    overviews: selectTitleOverviews(titleOverviews(details)),
  };
}
