import { isPopularPlatform, type OfferPrice, type OfferType } from '@reelatlas/contracts';
import { type DemoOfferFacts, demoOfferFacts } from './offer-facts.ts';
import { localPrice } from './prices.ts';
import { DEMO_PROVIDERS, type DemoProvider } from './providers.ts';
import { pickOne, pickSome, pickWeighted, type Random, randomInt, seededRandom } from './random.ts';
import type { DemoTitle } from './vega-movies.ts';

export interface DemoOffer extends DemoOfferFacts {
  /** ISO 3166-1 alpha-2, always inside the provider's real footprint. */
  country: string;
  provider: string;
  offerType: OfferType;
  link: string;
  /** Local price for rent/buy, e.g. "$3.99", "€4.99", "¥400"; null otherwise. */
  price: string | null;
  /** The same price as a number in the local currency. */
  localPrice?: OfferPrice;
  /** The service's own search page for the title (always https). */
  deepLink: string;
}

// Some titles deliberately get no offers, or only "Other Platforms" ones, so the title page's empty
// and auto-expanded states show up in the demo.
const NO_OFFERS_SHARE = 0.03;
const OTHER_ONLY_SHARE = 0.05;

// How often each service is picked relative to a niche one (weight 1): the big names carry most
// titles, as they do in real JustWatch data.
const PICK_WEIGHT: Record<string, number> = {
  Netflix: 14,
  'Amazon Prime Video': 12,
  'Apple TV': 10,
  'Google Play Movies': 8,
  'Amazon Video': 6,
  'Disney Plus': 5,
  'HBO Max': 6,
  YouTube: 5,
  'Apple TV Plus': 3,
  'Paramount Plus': 4,
  Hulu: 4,
  'Peacock Premium': 3,
  'Microsoft Store': 3,
  'Rakuten TV': 3,
  'Pluto TV': 3,
  'Tubi TV': 3,
  MUBI: 2,
  SkyShowtime: 2,
  Viaplay: 2,
  Starz: 2,
  Crunchyroll: 0.5,
};
const weightOf = (provider: DemoProvider): number => PICK_WEIGHT[provider.name] ?? 1;

const popularProviders = DEMO_PROVIDERS.filter((provider) => isPopularPlatform(provider.name));
const otherProviders = DEMO_PROVIDERS.filter((provider) => !isPopularPlatform(provider.name));

// Changing it reshuffles every title's offers: bump DEMO_CATALOG_VERSION with it.
const SEED_SALT = 0x5eed_0001;

function providersFor(random: Random): DemoProvider[] {
  const roll = random();
  if (roll < NO_OFFERS_SHARE) return [];
  if (roll < NO_OFFERS_SHARE + OTHER_ONLY_SHARE) {
    return pickWeighted(random, otherProviders, weightOf, randomInt(random, 2, 5));
  }
  // At least one popular service, so "Other only" stays exactly the share chosen above.
  const [anchor] = pickWeighted(random, popularProviders, weightOf, 1);
  if (!anchor) return [];
  const rest = DEMO_PROVIDERS.filter((provider) => provider !== anchor);
  return [anchor, ...pickWeighted(random, rest, weightOf, randomInt(random, 1, 6))];
}

/** FNV-1a: a 32-bit seed from a string, the same in every process. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function offersOnProvider(
  random: Random,
  title: DemoTitle,
  provider: DemoProvider,
  today: string,
): DemoOffer[] {
  const share = 0.3 + 0.7 * random();
  const countries = pickSome(
    random,
    provider.countries,
    Math.max(1, Math.round(share * provider.countries.length)),
  );
  countries.sort();
  const link = provider.titleLink(title.title);
  // Newer films sit higher on the store price ladders.
  const recency = Math.min(1, Math.max(0, (title.year - 1970) / 45));
  const pricePosition = 0.6 * recency + 0.4 * random();
  const sellsAndRents = provider.offerTypes.includes('rent') && provider.offerTypes.includes('buy');
  const titleOfferType = pickOne(random, provider.offerTypes);

  const offers: DemoOffer[] = [];
  const add = (country: string, offerType: OfferType) => {
    const price =
      offerType === 'rent' || offerType === 'buy' ? localPrice(country, offerType, pricePosition) : null;
    // The facts draw from their own sequence, so the offers themselves stay what they were.
    const factsRandom = seededRandom(
      seedOf(`${title.id}|${provider.name}|${country}|${offerType}`) ^ SEED_SALT,
    );
    const offer: DemoOffer = {
      country,
      provider: provider.name,
      offerType,
      link,
      price: price?.formatted ?? null,
      deepLink: link,
      ...demoOfferFacts(factsRandom, country, offerType, title.year, today),
    };
    if (price) offer.localPrice = { amount: price.amount, currency: price.currency };
    offers.push(offer);
  };
  for (const country of countries) {
    if (!sellsAndRents) {
      add(country, titleOfferType);
      continue;
    }
    // Stores mostly sell a film and often rent it too; a few rent only.
    const roll = random();
    if (roll < 0.9) add(country, 'buy');
    if (roll < 0.55 || roll >= 0.9) add(country, 'rent');
  }
  return offers;
}

/**
 * Demo availability for one title: 2–7 services (none for ~3 % of titles, only non-popular ones for
 * ~5 %), each in a random 30–100 % of its real countries, with each offer's facts. Seeded by the
 * title id alone, so the same title gets the same rows in every process; `today` (YYYY-MM-DD, the
 * day the catalog is built) only anchors the leaving dates.
 */
export function generateDemoAvailability(title: DemoTitle, today: string): DemoOffer[] {
  const random = seededRandom(Math.imul(title.id, 0x9e3779b1) ^ SEED_SALT);
  return providersFor(random).flatMap((provider) => offersOnProvider(random, title, provider, today));
}
