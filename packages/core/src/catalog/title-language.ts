import type { Locale, TitleSummary, TitleType } from '@reelatlas/contracts';
import type { TitleRef } from '../ports/catalog.ts';

/**
 * Which of a title's stored names and overviews speak a visitor's language: TMDb's language code,
 * and the country whose translation is preferred when there are several (pt-BR: Brazil's, not
 * Portugal's; de: Germany's before Austria's).
 */
export interface NameLanguage {
  language: string;
  country: string;
}

const PREFERRED_COUNTRY: Record<Locale, string> = {
  en: 'US',
  es: 'ES',
  de: 'DE',
  fr: 'FR',
  'pt-BR': 'BR',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
  sv: 'SE',
  tr: 'TR',
  ja: 'JP',
  ko: 'KR',
  ar: 'SA',
};

export function nameLanguage(locale: Locale): NameLanguage {
  return { language: locale.slice(0, 2), country: PREFERRED_COUNTRY[locale] };
}

/** A title as a visitor reads it: its name and overview in their language, with the originals near. */
export interface TitleInLanguage {
  /** The name in the visitor's language; null when TMDb has none (the English title stands). */
  name: string | null;
  /** The overview in the visitor's language; null when there is none. */
  overview: string | null;
  /** The name in the original language, when the catalog has it. */
  original: string | null;
  /** The English title (the title the catalog lists it by). */
  english: string;
}

/** The port: a title's stored names (and overviews) in one language. */
export interface TitleLanguageReader {
  /** For each title that has one, its name in that language (key `type:id`). */
  namesIn(refs: readonly TitleRef[], language: NameLanguage): Promise<Map<string, string>>;
  /** One title's name and overview in that language; null when the catalog lacks the title. */
  titleIn(ref: TitleRef, language: NameLanguage): Promise<TitleInLanguage | null>;
}

const key = (type: TitleType, id: number) => `${type}:${id}`;

/**
 * Suggestions in the visitor's language: each shows the title's name in that language when the
 * catalog has one, and the name the typed text matched when it is another ("Chihiros Reise ins
 * Zauberland" alone for a German visitor who typed it; "千と千尋の神隠し · Spirited Away" for a
 * Japanese visitor who typed the English name). English, or no stored name: unchanged.
 */
export async function suggestionsInLanguage(
  reader: TitleLanguageReader,
  items: TitleSummary[],
  locale: Locale,
): Promise<TitleSummary[]> {
  if (locale === 'en' || !items.length) return items;
  const names = await reader.namesIn(items, nameLanguage(locale));
  if (!names.size) return items;
  return items.map((item) => {
    const local = names.get(key(item.type, item.id));
    if (!local || local === item.title) return item;
    const matched = item.matchedName ?? item.title;
    const { matchedName: _, ...rest } = item;
    return matched === local ? { ...rest, title: local } : { ...rest, title: local, matchedName: matched };
  });
}
