// A synthetic catalog at the scale of docs/performance.md#bars (100,000 titles, ~2,000,000 availability rows),
// deterministic by seed: title i is generated from (seed, i) alone, so any slice can be rebuilt
// in any order and two runs give identical rows.
import { DEMO_PROVIDERS, type DemoProvider } from '@reelatlas/adapters/demo-catalog';
import { isPopularPlatform, type OfferType } from '@reelatlas/contracts';
import {
  ADJECTIVES,
  FAMOUS_TITLES,
  NAMES,
  NOUNS,
  PLACES,
  PLOT_WORDS,
  PLURALS,
  SURNAMES,
  TV_NOUNS,
  VERBS,
} from './words.ts';

/** Bump when the output changes, so kept bench databases are rebuilt. */
export const SYNTHETIC_VERSION = 'synthetic-2';
export const DEFAULT_TITLES = 100_000;
export const DEFAULT_SEED = 1;
/** Share of TV shows (TMDb holds roughly one show for four films). */
const TV_SHARE = 0.22;

export interface SyntheticTitle {
  type: 'movie' | 'tv';
  id: number;
  title: string;
  year: number;
  rating: number | null;
  votes: number;
  popularity: number;
  description: string;
  thumbnail: string | null;
  trailerUrl: string | null;
  seasons: number | null;
}

export interface SyntheticOffer {
  country: string;
  provider: string;
  offerType: OfferType;
  link: string;
  price: string | null;
}

type Random = () => number;

/** mulberry32 on a 32-bit state: the same sequence on every machine. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** Standard normal (Box–Muller). */
const gauss = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

function movieTitle(r: Random): string {
  const base = [
    () => `The ${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`,
    () => `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`,
    () => `The ${pick(r, NOUNS)} of ${pick(r, PLACES)}`,
    () => `${pick(r, NOUNS)} of the ${pick(r, PLURALS)}`,
    () => `${pick(r, NAMES)}'s ${pick(r, NOUNS)}`,
    () => `${pick(r, VERBS)} ${pick(r, NAMES)}`,
    () => `A ${pick(r, NOUNS)} in ${pick(r, PLACES)}`,
    () => `${pick(r, NAMES)} ${pick(r, SURNAMES)}`,
    () => `${pick(r, PLURALS)} of ${pick(r, PLACES)}`,
    () => `The ${pick(r, ADJECTIVES)} ${pick(r, PLURALS)}`,
    () => pick(r, NOUNS),
    () => `${pick(r, NOUNS)} & ${pick(r, NOUNS)}`,
    () => `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}: ${pick(r, NOUNS)} of ${pick(r, PLACES)}`,
    () => `${pick(r, VERBS)} the ${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`,
  ];
  const title = pick(r, base)();
  const roll = r();
  if (roll < 0.04) return `${title} 2`;
  if (roll < 0.06) return `${title} II`;
  if (roll < 0.07) return `${title} Part III`;
  if (roll < 0.08) return `${title} Returns`;
  return title;
}

function tvTitle(r: Random): string {
  return pick(r, [
    () => `${pick(r, PLACES)} ${pick(r, TV_NOUNS)}`,
    () => `The ${pick(r, SURNAMES)} ${pick(r, TV_NOUNS)}`,
    () => `The ${pick(r, PLURALS)}`,
    () => `${pick(r, NAMES)} & ${pick(r, NAMES)}`,
    () => `${pick(r, ADJECTIVES)} ${pick(r, PLURALS)}`,
    () => `${pick(r, NOUNS)}`,
    () => `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`,
    () => `The ${pick(r, NOUNS)} ${pick(r, TV_NOUNS)}`,
  ])();
}

function description(r: Random): string {
  const words = Array.from({ length: int(r, 18, 45) }, () => pick(r, PLOT_WORDS));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** How widely a title is offered, 0–1, from its popularity (long tail: most titles are niche). */
const reachOf = (popularity: number) => Math.min(1, Math.max(0, (Math.log(popularity) + 1.2) / 7.5));

// Big services carry most titles, as they do in JustWatch's data (relative to a niche one = 1).
const WEIGHT: Record<string, number> = {
  Netflix: 14,
  'Amazon Prime Video': 12,
  'Apple TV': 10,
  'Google Play Movies': 8,
  'Amazon Video': 6,
  'HBO Max': 6,
  'Disney Plus': 5,
  YouTube: 5,
  'Paramount Plus': 4,
  Hulu: 4,
};
const weights = DEMO_PROVIDERS.map((p) => WEIGHT[p.name] ?? (isPopularPlatform(p.name) ? 3 : 1));
const totalWeight = weights.reduce((a, b) => a + b, 0);

function pickProviders(r: Random, count: number): DemoProvider[] {
  const chosen = new Set<DemoProvider>();
  for (let attempts = 0; chosen.size < count && attempts < count * 6; attempts++) {
    let target = r() * totalWeight;
    let i = 0;
    while (i < DEMO_PROVIDERS.length - 1 && target >= (weights[i] as number))
      target -= weights[i++] as number;
    chosen.add(DEMO_PROVIDERS[i] as DemoProvider);
  }
  return [...chosen];
}

const EURO = new Set('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC MT NL PT SI SK SM VA AD'.split(' '));
function price(country: string, offerType: OfferType, position: number): string {
  const base = offerType === 'rent' ? 2.99 + Math.round(position * 3) : 7.99 + Math.round(position * 10);
  if (country === 'JP') return `¥${Math.round(base * 100)}`;
  if (country === 'GB') return `£${base.toFixed(2)}`;
  if (EURO.has(country)) return `€${base.toFixed(2)}`;
  return `$${base.toFixed(2)}`;
}

function offers(r: Random, title: SyntheticTitle): SyntheticOffer[] {
  const reach = reachOf(title.popularity);
  // A third of the long tail is on no service at all.
  if (r() > 0.55 + reach) return [];
  const providers = pickProviders(r, Math.max(1, Math.round(reach * 10 * (0.4 + r()))));
  const position = r();
  const result: SyntheticOffer[] = [];
  for (const provider of providers) {
    const share = reach ** 1.4 * (0.35 + 0.65 * r());
    const countries = provider.countries.filter(() => r() < share);
    if (!countries.length) countries.push(pick(r, provider.countries));
    const link = provider.titleLink(title.title);
    const store = provider.offerTypes.includes('rent') && provider.offerTypes.includes('buy');
    const kind = pick(r, provider.offerTypes);
    for (const country of countries.sort()) {
      const add = (offerType: OfferType) =>
        result.push({
          country,
          provider: provider.name,
          offerType,
          link,
          price: offerType === 'rent' || offerType === 'buy' ? price(country, offerType, position) : null,
        });
      if (!store) {
        add(kind);
        continue;
      }
      const roll = r();
      if (roll < 0.9) add('buy');
      if (roll < 0.55 || roll >= 0.9) add('rent');
    }
  }
  return result;
}

const THUMB_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const randomPath = (r: Random, length: number) => Array.from({ length }, () => pick(r, THUMB_CHARS)).join('');

/** Title `index` (0-based) of the catalog built from `seed`, with its offers. */
export function syntheticTitle(
  seed: number,
  index: number,
): { title: SyntheticTitle; offers: SyntheticOffer[] } {
  const r = seeded(Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(seed, 0x85ebca6b));
  const famous = FAMOUS_TITLES[index];
  const type = famous ? famous[0] : r() < TV_SHARE ? 'tv' : 'movie';
  // Ids as TMDb has them: per type, never reused.
  const id = 100 + index;
  const popularity = famous ? 300 + 700 * r() : Math.exp(0.7 + 1.35 * gauss(r));
  const votes = Math.round(popularity ** 1.3 * (5 + 40 * r()));
  const title: SyntheticTitle = {
    type,
    id,
    title: famous ? famous[1] : type === 'tv' ? tvTitle(r) : movieTitle(r),
    year: famous ? famous[2] : Math.min(2026, Math.round(2010 + 14 * gauss(r) * (r() < 0.5 ? 1 : -0.8))),
    rating: votes < 3 ? null : Math.round(Math.min(10, Math.max(1, 6.3 + gauss(r))) * 10) / 10,
    votes,
    popularity: Math.round(popularity * 1000) / 1000,
    description: description(r),
    thumbnail: r() < 0.85 ? `https://image.tmdb.org/t/p/w342/${randomPath(r, 27)}.jpg` : null,
    trailerUrl: r() < popularity / 20 ? `https://www.youtube.com/watch?v=${randomPath(r, 11)}` : null,
    seasons: type === 'tv' ? Math.max(1, Math.round(Math.abs(gauss(r)) * 3)) : null,
  };
  return { title, offers: offers(r, title) };
}

/**
 * `count` distinct inputs as people type them into the search box: the first 3–12 characters
 * of a catalog title, lower case, a few with a typo. Deterministic.
 */
export function coldAutocompleteInputs(count: number, seed = DEFAULT_SEED): string[] {
  const r = seeded(seed ^ 0x7e57);
  const inputs = new Set<string>();
  for (let i = 0; inputs.size < count && i < count * 20; i++) {
    const { title } = syntheticTitle(seed, int(r, 0, DEFAULT_TITLES - 1)).title;
    let input = title
      .toLowerCase()
      .slice(0, int(r, 3, 12))
      .trimEnd();
    if (r() < 0.15 && input.length > 4) {
      const at = int(r, 1, input.length - 2);
      input = input.slice(0, at) + input[at + 1] + input[at] + input.slice(at + 2);
    }
    if (input.length >= 2) inputs.add(input);
  }
  return [...inputs];
}

const LATIN = [...'abcdefghijklmnopqrstuvwxyz'];
const SCRIPTS = [
  [...'абвгдежзийклмнопрстуфхцчшщыэюя'],
  [...'αβγδεζηθικλμνξοπρστυφχψω'],
  [...'的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年'],
  [...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'],
];

/**
 * What people send all day that matches nothing (docs/architecture.md#autocompletes-three-caches): random letters of 2–12 characters
 * (some two words), letters of other scripts, and 200-character strings. All distinct; a fixed
 * seed gives the same list on every run.
 */
export function randomMissInputs(count: number, seed = DEFAULT_SEED): string[] {
  const r = seeded(seed ^ 0x0155);
  const letters = (alphabet: string[], length: number) =>
    Array.from({ length }, () => pick(r, alphabet)).join('');
  const inputs = new Set<string>();
  while (inputs.size < count) {
    const kind = r();
    if (kind < 0.7) inputs.add(letters(LATIN, int(r, 2, 12)));
    else if (kind < 0.8) inputs.add(`${letters(LATIN, int(r, 2, 6))} ${letters(LATIN, int(r, 2, 6))}`);
    else if (kind < 0.95) inputs.add(letters(pick(r, SCRIPTS), int(r, 2, 12)));
    else inputs.add(letters(LATIN, 200));
  }
  return [...inputs];
}
