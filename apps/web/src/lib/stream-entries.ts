import {
  type Availability,
  isPopularPlatform,
  type OfferType,
  type TitleDetails,
} from '@reelatlas/contracts';
import { countryFlag, countryName, nameCollator } from './countries.ts';
import { activeLocale } from './i18n/active-locale.ts';

/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The optional facts of an offer (docs/catalog.md#offer-facts), as the server sent them. */
type OfferFacts = Pick<
  Availability,
  'audio' | 'subtitles' | 'quality' | 'localPrice' | 'expiresOn' | 'deepLink'
>;

export interface Offer extends OfferFacts {
  /** null when the server only told us that a platform carries the title (platforms[] fallback). */
  offerType: OfferType | null;
  price: string | null;
  link: string | null;
}

/** One provider in one country, with every way it offers the title there. */
export interface StreamEntry {
  provider: string;
  country: string;
  countryName: string;
  flag: string;
  offers: Offer[];
  /** TMDb's display priority of the platform (lower shows first); null when unknown. */
  rank: number | null;
}

export interface PlatformGroup {
  name: string;
  entries: StreamEntry[];
  /** One of the visitor's own services ("My services"). */
  mine?: boolean;
  /** The best (lowest) TMDb rank among its entries; null when none has one. */
  rank: number | null;
}

export interface StreamFilters {
  text: string;
  /** ISO code, or '' for all. */
  country: string;
  /** Provider name, or '' for all. */
  platform: string;
  /** A primary language tag ("fr") the row must have audio or subtitles in, or '' for any. */
  language: string;
}

export const emptyFilters: StreamFilters = { text: '', country: '', platform: '', language: '' };

/** A platform name holding a comma-separated list is several platforms. */
export function splitProviderNames(name: string): string[] {
  return name
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const OFFER_ORDER: Record<OfferType, number> = { subscription: 0, free: 1, ads: 2, rent: 3, buy: 4 };

/**
 * Flattens a title's availability into provider × country entries. Availability rows are the
 * detailed source; `platforms` (name + countries) is used only when there are none.
 */
export function toStreamEntries(movie: Pick<TitleDetails, 'availability' | 'platforms'>): StreamEntry[] {
  // The title page's panels ("For you", the list, the map) all start from these entries: built
  // once per answer (hundreds of rows for a popular title), not once per panel.
  // Per language too: the entries hold the countries' names.
  const locale = activeLocale();
  let built = entriesOf.get(movie);
  if (built?.locale !== locale) {
    built = { locale, entries: buildStreamEntries(movie) };
    entriesOf.set(movie, built);
  }
  return built.entries;
}

const entriesOf = new WeakMap<object, { locale: string; entries: StreamEntry[] }>();

function buildStreamEntries(movie: Pick<TitleDetails, 'availability' | 'platforms'>): StreamEntry[] {
  const byKey = new Map<string, StreamEntry>();
  const add = (providerName: string, country: string, offer: Offer, rank: number | null) => {
    for (const provider of splitProviderNames(providerName)) {
      const code = country.toUpperCase();
      const key = `${provider}\u0000${code}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          provider,
          country: code,
          countryName: countryName(code),
          flag: countryFlag(code),
          offers: [],
          rank,
        };
        byKey.set(key, entry);
      }
      if (rank !== null && (entry.rank === null || rank < entry.rank)) entry.rank = rank;
      const duplicate = entry.offers.some(
        (existing) => existing.offerType === offer.offerType && existing.price === offer.price,
      );
      if (!duplicate) entry.offers.push(offer);
    }
  };
  if (movie.availability.length > 0) {
    for (const row of movie.availability) {
      const { country, provider, offerType, price, link, rank, ...facts } = row;
      add(provider, country, { offerType, price, link, ...facts }, rank ?? null);
    }
  } else {
    for (const platform of movie.platforms) {
      for (const country of platform.countries)
        add(platform.name, country, { offerType: null, price: null, link: null }, null);
    }
  }
  for (const entry of byKey.values()) {
    entry.offers.sort(
      (a, b) => (a.offerType ? OFFER_ORDER[a.offerType] : 9) - (b.offerType ? OFFER_ORDER[b.offerType] : 9),
    );
  }
  return [...byKey.values()];
}

const foldCase = (text: string) => text.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The country the text filter names in full ("Japan", "japan", "Côte d'Ivoire"), among `known`
 * (the title's countries and those the catalog covers), so that typing a country's name answers
 * exactly as choosing it in the Country select does. Null for anything else (a part of a name,
 * a platform, a code): that stays a free-text filter.
 */
export function countryNamedBy(
  text: string,
  known: Iterable<{ code: string; name: string }>,
): { code: string; name: string } | null {
  const wanted = foldCase(text);
  if (wanted.length < 2) return null;
  for (const country of known) if (foldCase(country.name) === wanted) return country;
  return null;
}

/** Text matches provider, country name or code, case-insensitively; selects match exactly. */
export function filterEntries(entries: readonly StreamEntry[], filters: StreamFilters): StreamEntry[] {
  const text = filters.text.trim().toLowerCase();
  return entries.filter((entry) => {
    if (filters.country && entry.country !== filters.country) return false;
    if (filters.platform && entry.provider !== filters.platform) return false;
    if (!text) return true;
    return (
      entry.provider.toLowerCase().includes(text) ||
      entry.countryName.toLowerCase().includes(text) ||
      entry.country.toLowerCase() === text
    );
  });
}

// One collator for every comparison: localeCompare with a locale builds a new one per call, which
// made sorting a title's offers a visible part of the title page's first render.
// Names sort as the active language does (countries are named in it).
const byName = (a: string, b: string) => nameCollator().compare(a, b);

/** TMDb's ranking first (lower first, unranked after), then more countries, then the name. */
function platformOrder(a: PlatformGroup, b: PlatformGroup) {
  const rankA = a.rank ?? Number.POSITIVE_INFINITY;
  const rankB = b.rank ?? Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA - rankB;
  return b.entries.length - a.entries.length || byName(a.name, b.name);
}

const bestRank = (entries: readonly StreamEntry[]): number | null => {
  const ranks = entries.flatMap((entry) => (entry.rank === null ? [] : [entry.rank]));
  return ranks.length ? Math.min(...ranks) : null;
};

/**
 * Groups entries by platform, split into 'Popular Platforms' (the contracts' well-known list)
 * and 'Other Platforms'. Platforms TMDb ranks come first in its order (its display priority,
 * what JustWatch shows first); the rest by how many countries carry the title. Countries are
 * alphabetical.
 */
export function groupByPlatform(entries: readonly StreamEntry[]): {
  popular: PlatformGroup[];
  other: PlatformGroup[];
} {
  const groups = new Map<string, StreamEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.provider) ?? [];
    list.push(entry);
    groups.set(entry.provider, list);
  }
  const sorted = [...groups.entries()]
    .map(([name, list]) => ({
      name,
      entries: list.sort((a, b) => byName(a.countryName, b.countryName)),
      rank: bestRank(list),
    }))
    .sort(platformOrder);
  return {
    popular: sorted.filter((group) => isPopularPlatform(group.name)),
    other: sorted.filter((group) => !isPopularPlatform(group.name)),
  };
}

/** 'Other Platforms' opens by itself when there is no popular platform to show. */
export function isOtherOpenByDefault(groups: { popular: readonly PlatformGroup[] }): boolean {
  return groups.popular.length === 0;
}

/**
 * The country select: each country present once, by name in the page's language. Names only: an option holds
 * text, and flag emoji are drawn as boxes where no emoji font is installed.
 */
export function countryOptions(entries: readonly StreamEntry[]): { code: string; label: string }[] {
  const seen = new Map<string, StreamEntry>();
  for (const entry of entries) if (!seen.has(entry.country)) seen.set(entry.country, entry);
  return [...seen.values()]
    .sort((a, b) => byName(a.countryName, b.countryName))
    .map((entry) => ({ code: entry.country, label: entry.countryName }));
}

/**
 * Countries the catalog covers (GET /api/regions) where this title has no offer at all: the
 * traveller's answer "not on any service in Japan", rather than Japan missing from the list.
 */
export function notStreamingOptions(
  entries: readonly StreamEntry[],
  regions: readonly { code: string; name: string }[] | undefined,
): { code: string; name: string; label: string }[] {
  if (!regions) return [];
  const offered = new Set(entries.map((entry) => entry.country));
  return regions
    .filter((region) => !offered.has(region.code))
    .map((region) => {
      // The page's language's name; the server's (English) only for a code no list knows.
      const known = countryName(region.code);
      const name = known === region.code.toUpperCase() ? region.name : known;
      return { code: region.code, name, label: name };
    })
    .sort((a, b) => byName(a.name, b.name));
}

export function platformOptions(entries: readonly StreamEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.provider))].sort(byName);
}

/** Each offer type's text id (written out, so the catalogs' check sees them used). */
const OFFER_LABELS: Record<OfferType, string> = {
  subscription: 'title.offer.subscription',
  free: 'title.offer.free',
  ads: 'title.offer.ads',
  rent: 'title.offer.rent',
  buy: 'title.offer.buy',
};

/**
 * 'Rent · $3.99'; 'Available' when the offer type is unknown. `formatPrice` words the numeric
 * price in its currency; without one, the source's own text is shown.
 */
export function formatOffer(
  offer: Offer,
  t: Translate,
  formatPrice?: (price: NonNullable<Offer['localPrice']>) => string | null,
): string {
  const label = t(offer.offerType ? OFFER_LABELS[offer.offerType] : 'title.offer.available');
  const price = (offer.localPrice && formatPrice?.(offer.localPrice)) || offer.price;
  return price ? `${label} · ${price}` : label;
}
