import type { OfferType } from '@reelatlas/contracts';
import { nameCollator } from '../../lib/countries.ts';
import { activeLocale } from '../../lib/i18n/active-locale.ts';
import type { useT } from '../../lib/i18n/use-t.ts';
import type { StreamEntry } from '../../lib/stream-entries.ts';

/**
 * What colours a country on the world map: the best way to watch there. 'unknown' is a title whose
 * catalog only said which platforms carry it (the platforms[] fallback), without the kind of offer.
 */
export type MapTier = 'subscription' | 'free' | 'paid' | 'unknown';

/** Best first: a subscription beats free or with ads, which beats rent or buy only. */
export const TIER_ORDER: readonly MapTier[] = ['subscription', 'free', 'paid', 'unknown'];

/** The catalog ids of the legend's names and of the offers a country's line lists, per tier. */
export const TIER_TEXT_IDS: Record<MapTier | 'none', string> = {
  subscription: 'map.tier.subscription',
  free: 'map.tier.free',
  paid: 'map.tier.paid',
  unknown: 'map.tier.unknown',
  none: 'map.tier.none',
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

const byName = (a: string, b: string) => nameCollator().compare(a, b);

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

type Translate = ReturnType<typeof useT>;

const OFFER_TEXT_IDS: Record<MapTier, string> = {
  subscription: 'map.offers.subscription',
  free: 'map.offers.free',
  paid: 'map.offers.paid',
  unknown: 'map.offers.unknown',
};

/**
 * The words the map says for a country, on hover, on focus (its accessible name) and in the line
 * under the map: "Spain: subscription on Netflix; rent or buy on Apple TV".
 */
export function describeCountry(
  t: Translate,
  name: string,
  offers: CountryOffers | undefined,
  onlyMine = false,
): string {
  if (!offers) return t(onlyMine ? 'map.countryNotOnMine' : 'map.countryNotStreaming', { country: name });
  const list = new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' });
  const parts = offers.byTier.map(({ tier, services }) =>
    t(OFFER_TEXT_IDS[tier], { services: list.format(services) }),
  );
  return t('map.country', { country: name, offers: parts.join('; ') });
}

/** Countries with offers, by name in the active language: the map's keyboard order (the same as the list's select). */
export function keyboardOrder(offers: ReadonlyMap<string, CountryOffers>): CountryOffers[] {
  return [...offers.values()].sort((a, b) => byName(a.name, b.name));
}
