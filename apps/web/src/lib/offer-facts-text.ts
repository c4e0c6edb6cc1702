import type { OfferPrice, OfferQuality } from '@reelatlas/contracts';
import type { StreamEntry } from './stream-entries.ts';

/**
 * How a country row words an offer's facts: language names, quality, price, leaving date and
 * whether a link may be rendered. Formatters are built once and names cached: a popular title
 * has hundreds of rows, and building an Intl object per row would show in its first render.
 */

const LANGUAGES_SHOWN = 6;
const LEAVING_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;

// One formatter per page language, and each name worked out once.
const displayNames = new Map<string, Intl.DisplayNames | null>();
const names = new Map<string, string>();

/**
 * "en" → "English" (in the page's language: "anglais" on a French page), "pt-BR" → "Brazilian
 * Portuguese"; the tag itself when Intl does not know it.
 */
export function languageName(tag: string, locale = 'en'): string {
  const key = `${locale}|${tag}`;
  let name = names.get(key);
  if (name === undefined) {
    try {
      if (!displayNames.has(locale))
        displayNames.set(locale, new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' }));
      name = displayNames.get(locale)?.of(tag) ?? tag;
    } catch {
      name = tag;
    }
    names.set(key, name);
  }
  return name;
}

/** The language a tag names, without its region: "pt-BR" → "pt" (what the filter matches). */
export const primaryLanguage = (tag: string): string => tag.split('-')[0] ?? tag;

/** "English, French, German, … +4 more": a long list (or a hostile one) stays one short line. */
export function languageList(
  tags: readonly string[],
  marks: ReadonlySet<string> = new Set(),
  locale = 'en',
): string {
  const shown = tags
    .slice(0, LANGUAGES_SHOWN)
    .map((tag) => `${languageName(tag, locale)}${marks.has(tag) ? ' (CC)' : ''}`);
  const more = tags.length - shown.length;
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}

const QUALITY_LABELS: Record<OfferQuality, string> = { sd: 'SD', hd: 'HD', uhd: '4K' };
const QUALITY_ORDER: Record<OfferQuality, number> = { sd: 0, hd: 1, uhd: 2 };
export const qualityLabel = (quality: OfferQuality): string => QUALITY_LABELS[quality];

const priceFormats = new Map<string, Intl.NumberFormat | null>();

/** "$3.99", "¥400", "€4.99" in the price's own currency; null for a currency Intl refuses. */
export function formatPrice(price: OfferPrice): string | null {
  let format = priceFormats.get(price.currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency });
    } catch {
      format = null;
    }
    priceFormats.set(price.currency, format);
  }
  return format && Number.isFinite(price.amount) ? format.format(price.amount) : null;
}

const leavingFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Leaving 12 Dec" when the offer's last day is within the next 30 days; null otherwise. */
export function leavingText(expiresOn: string | undefined, now: Date): string | null {
  if (!expiresOn) return null;
  const last = Date.parse(`${expiresOn}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!Number.isFinite(last) || last < today || last - today > LEAVING_WITHIN_DAYS * DAY_MS) return null;
  return `Leaving ${leavingFormat.format(last)}`;
}

/**
 * Only `https:` links are rendered, whatever the server sent (a stored page or an old cache may
 * hold anything): a `javascript:` or `data:` link would run code on a click.
 */
export function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

export interface EntryFacts {
  audio: string[];
  subtitles: string[];
  closedCaptions: Set<string>;
  quality: OfferQuality | null;
  expiresOn: string | undefined;
  deepLink: string | null;
}

const factsOf = new WeakMap<StreamEntry, EntryFacts>();

/**
 * One row's facts over its offers (a store that rents and sells is one row): every language once,
 * the best quality, the earliest leaving date, the first https deep link. Cached per entry.
 */
export function entryFacts(entry: StreamEntry): EntryFacts {
  let facts = factsOf.get(entry);
  if (facts) return facts;
  const audio = new Set<string>();
  const subtitles = new Set<string>();
  const closedCaptions = new Set<string>();
  facts = { audio: [], subtitles: [], closedCaptions, quality: null, expiresOn: undefined, deepLink: null };
  for (const offer of entry.offers) {
    for (const tag of offer.audio ?? []) audio.add(tag);
    for (const track of offer.subtitles ?? []) {
      subtitles.add(track.language);
      if (track.closedCaptions) closedCaptions.add(track.language);
    }
    if (offer.quality && (!facts.quality || QUALITY_ORDER[offer.quality] > QUALITY_ORDER[facts.quality])) {
      facts.quality = offer.quality;
    }
    if (offer.expiresOn && (!facts.expiresOn || offer.expiresOn < facts.expiresOn))
      facts.expiresOn = offer.expiresOn;
    facts.deepLink ??= safeLink(offer.deepLink);
  }
  facts.audio = [...audio];
  facts.subtitles = [...subtitles];
  factsOf.set(entry, facts);
  return facts;
}

/** Whether the row can be watched with audio or subtitles in `language` (a primary tag: "fr"). */
export function entryHasLanguage(entry: StreamEntry, language: string): boolean {
  const facts = entryFacts(entry);
  return (
    facts.audio.some((tag) => primaryLanguage(tag) === language) ||
    facts.subtitles.some((tag) => primaryLanguage(tag) === language)
  );
}

/** The rows the language filter keeps ('' keeps all): unknown languages do not match a language. */
export function filterByLanguage(entries: StreamEntry[], language: string): StreamEntry[] {
  return language ? entries.filter((entry) => entryHasLanguage(entry, language)) : entries;
}

/** The filter's choices: every language any row offers (audio or subtitles), named in the page's language. */
export function languageOptions(
  entries: readonly StreamEntry[],
  locale = 'en',
): { code: string; label: string }[] {
  const codes = new Set<string>();
  for (const entry of entries) {
    const facts = entryFacts(entry);
    for (const tag of facts.audio) codes.add(primaryLanguage(tag));
    for (const tag of facts.subtitles) codes.add(primaryLanguage(tag));
  }
  return [...codes]
    .map((code) => ({ code, label: languageName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
