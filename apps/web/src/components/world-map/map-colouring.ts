import type { OfferType } from '@reelatlas/contracts';
import type { StreamEntry } from '../../lib/stream-entries.ts';

/**
 * What colours a country on the world map: the best way to watch there. 'unknown' is a title whose
 * catalog only said which platforms carry it (the platforms[] fallback), without the kind of offer.
 */
export type MapTier = 'subscription' | 'free' | 'paid' | 'unknown';

/** Best first: a subscription beats free or with ads, which beats rent or buy only. */
export const TIER_ORDER: readonly MapTier[] = ['subscription', 'free', 'paid', 'unknown'];

export const TIER_LABELS: Record<MapTier | 'none', string> = {
  subscription: 'Subscription',
  free: 'Free or with ads',
  paid: 'Rent or buy only',
  unknown: 'Available',
  none: 'Not streaming',
};

const TIER_OF_OFFER: Record<OfferType, MapTier> = {
  subscription: 'subscription',
  free: 'free',
  ads: 'free',
  rent: 'paid',
  buy: 'paid',
};

const tierOf = (offerType: OfferType | null): MapTier => (offerType ? TIER_OF_OFFER[offerType] : 'unknown');
const better = (a: MapTier, b: MapTier): MapTier => (TIER_ORDER.indexOf(a) <= TIER_ORDER.indexOf(b) ? a : b);

/** One country's offers as the map shows them: its colour and the services behind it, by tier. */
export interface CountryOffers {
  code: string;
  name: string;
  tier: MapTier;
  /** The services of each tier present (each service under its best offer there), by name. */
  byTier: { tier: MapTier; services: string[] }[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Provider names compare case-insensitively: "My services" stores the catalog's names. */
const serviceFilter = (onlyServices: readonly string[] | undefined) => {
  if (!onlyServices) return () => true;
  const wanted = new Set(onlyServices.map((name) => name.trim().toLowerCase()));
  return (entry: StreamEntry) => wanted.has(entry.provider.toLowerCase());
};

/**
 * Folds the title's provider × country entries into one colour per country. With `onlyServices`,
 * only those services count, so a country the visitor's services do not cover is left uncoloured.
 */
export function countryOffers(
  entries: readonly StreamEntry[],
  onlyServices?: readonly string[],
): Map<string, CountryOffers> {
  const keep = serviceFilter(onlyServices);
  const perCountry = new Map<string, { name: string; providers: Map<string, MapTier> }>();
  for (const entry of entries) {
    if (!keep(entry)) continue;
    let country = perCountry.get(entry.country);
    if (!country) {
      country = { name: entry.countryName, providers: new Map() };
      perCountry.set(entry.country, country);
    }
    const best = entry.offers.map((offer) => tierOf(offer.offerType)).reduce(better, 'unknown');
    const known = country.providers.get(entry.provider);
    country.providers.set(entry.provider, known ? better(known, best) : best);
  }
  const result = new Map<string, CountryOffers>();
  for (const [code, { name, providers }] of perCountry) {
    const byTier = TIER_ORDER.flatMap((tier) => {
      const services = [...providers].filter(([, t]) => t === tier).map(([provider]) => provider);
      return services.length ? [{ tier, services: services.sort(byName) }] : [];
    });
    const first = byTier[0];
    if (first) result.set(code, { code, name, tier: first.tier, byTier });
  }
  return result;
}

const TIER_PHRASES: Record<MapTier, string> = {
  subscription: 'subscription on',
  free: 'free or with ads on',
  paid: 'rent or buy on',
  unknown: 'on',
};

/**
 * The words the map says for a country, on hover, on focus (its accessible name) and in the line
 * under the map: "Spain: subscription on Netflix; rent or buy on Apple TV".
 */
export function describeCountry(name: string, offers: CountryOffers | undefined, onlyMine = false): string {
  if (!offers) return `${name}: ${onlyMine ? 'not on your services' : 'not streaming'}`;
  const parts = offers.byTier.map(({ tier, services }) => `${TIER_PHRASES[tier]} ${services.join(', ')}`);
  return `${name}: ${parts.join('; ')}`;
}

/** Countries with offers, by English name: the map's keyboard order (the same as the list's select). */
export function keyboardOrder(offers: ReadonlyMap<string, CountryOffers>): CountryOffers[] {
  return [...offers.values()].sort((a, b) => byName(a.name, b.name));
}
