import type { OfferPrice, OfferQuality } from '@reelatlas/contracts';
import { activeLocale } from './i18n/active-locale.ts';
import type { StreamEntry } from './stream-entries.ts';

/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * How a country row words an offer's facts: language names, quality, price, leaving date and
 * whether a link may be rendered. Formatters are built once and names cached: a popular title
 * has hundreds of rows, and building an Intl object per row would show in its first render.
 */

const LANGUAGES_SHOWN = 6;
const LEAVING_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;

// In the page's language; one formatter and one cache of names per language.
const displayNames = new Map<string, Intl.DisplayNames>();
const names = new Map<string, string>();

/** "en" → "English" ("Englisch" on a German page); the tag itself when Intl does not know it. */
export function languageName(tag: string, locale: string = activeLocale()): string {
  const key = `${locale}\u0000${tag}`;
  let name = names.get(key);
  if (name === undefined) {
    try {
      let format = displayNames.get(locale);
      if (!format) {
        format = new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' });
        displayNames.set(locale, format);
      }
      name = format.of(tag) ?? tag;
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
  t: Translate,
  marks: ReadonlySet<string> = new Set(),
): string {
  const shown = tags
    .slice(0, LANGUAGES_SHOWN)
    .map((tag) => `${languageName(tag)}${marks.has(tag) ? ' (CC)' : ''}`)
    .join(', ');
  const more = tags.length - LANGUAGES_SHOWN;
  return more > 0 ? t('title.languagesMore', { languages: shown, count: more }) : shown;
}

const QUALITY_LABELS: Record<OfferQuality, string> = { sd: 'SD', hd: 'HD', uhd: '4K' };
const QUALITY_ORDER: Record<OfferQuality, number> = { sd: 0, hd: 1, uhd: 2 };
export const qualityLabel = (quality: OfferQuality): string => QUALITY_LABELS[quality];

const priceFormats = new Map<string, Intl.NumberFormat | null>();

/**
 * "$3.99", "¥400", "€4.99" in the price's own currency, written the page language's way
 * ("4,99 €" in German); null for a currency Intl refuses.
 */
export function formatPrice(price: OfferPrice): string | null {
  const key = `${activeLocale()}\u0000${price.currency}`;
  let format = priceFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(activeLocale(), { style: 'currency', currency: price.currency });
    } catch {
      format = null;
    }
    priceFormats.set(key, format);
  }
  return format && Number.isFinite(price.amount) ? format.format(price.amount) : null;
}

const leavingFormats = new Map<string, Intl.DateTimeFormat>();

/** "12 Dec" in the page's language (English keeps the day first, as in "Leaving 12 Dec"). */
function leavingDate(time: number): string {
  const locale = activeLocale();
  let format = leavingFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    leavingFormats.set(locale, format);
  }
  return format.format(time);
}

/**
 * Builds the page language's date and money formats ahead of time: the first Intl object of a
 * kind loads its language's data, a cost better paid before a click than between the click and
 * the first rows.
 */
export function warmOfferFormats(): void {
  leavingDate(0);
  formatPrice({ amount: 1, currency: 'USD' });
}

/** "Leaving 12 Dec" when the offer's last day is within the next 30 days; null otherwise. */
export function leavingText(expiresOn: string | undefined, now: Date, t: Translate): string | null {
  if (!expiresOn) return null;
  const last = Date.parse(`${expiresOn}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!Number.isFinite(last) || last < today || last - today > LEAVING_WITHIN_DAYS * DAY_MS) return null;
  return t('title.leaving', { date: leavingDate(last) });
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

/** The filter's choices: every language any row offers (audio or subtitles), by name. */
export function languageOptions(
  entries: readonly StreamEntry[],
  locale: string = activeLocale(),
): { code: string; label: string }[] {
  const codes = new Set<string>();
  const order = new Intl.Collator(locale);
  for (const entry of entries) {
    const facts = entryFacts(entry);
    for (const tag of facts.audio) codes.add(primaryLanguage(tag));
    for (const tag of facts.subtitles) codes.add(primaryLanguage(tag));
  }
  return [...codes]
    .map((code) => ({ code, label: languageName(code, locale) }))
    .sort((a, b) => order.compare(a.label, b.label));
}

/** The visitor's language, as the filter suggests it: the browser's first ("fr-CA" → "fr"). */
export function visitorLanguage(): string | null {
  if (typeof navigator === 'undefined') return null;
  const first = navigator.languages?.[0] ?? navigator.language;
  return first ? primaryLanguage(first.toLowerCase()) : null;
}
