import countryNames from 'countries-list/minimal/countries.en.min.json';
import { activeLocale, localeCompare } from './i18n/active-locale.ts';

const names: Record<string, string | undefined> = countryNames;

/** Country names per language, filled on first use (a title lists hundreds of rows). */
const localNames = new Map<string, Map<string, string>>();
const regionNames = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * The country's name in the page's language (`Intl`; English from countries-list); the code
 * itself when the list does not know it, in every language alike.
 */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  const english = names[upper];
  if (!english) return upper;
  const locale = activeLocale();
  if (locale === 'en') return english;
  let cache = localNames.get(locale);
  if (!cache) {
    cache = new Map();
    localNames.set(locale, cache);
  }
  let name = cache.get(upper);
  if (name === undefined) {
    name = displayNames(locale)?.of(upper) ?? english;
    cache.set(upper, name);
  }
  return name;
}

/** Countries whose English name takes "the" inside a sentence ("in the United Kingdom"). */
const WITH_THE = new Set(
  'AE BS CC CD CF CG CK DO FK FO GB GM GS HM IM IO KM KY MH MP MV NL PH PN SB SC TC UM US VG VI'.split(' '),
);

/** The country's name as an English sentence says it: "the United Kingdom", "Japan". */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return activeLocale() === 'en' && WITH_THE.has(code.toUpperCase()) ? `the ${name}` : name;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** Flag emoji from the two regional-indicator letters of an ISO 3166-1 alpha-2 code. */
export function countryFlag(code: string): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(
    ...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0)),
  );
}

const sortedOptions = new Map<string, readonly { code: string; name: string }[]>();

/** All countries as {code, name in the page's language}, in its order; built once per language. */
export function countryOptions(): readonly { code: string; name: string }[] {
  const locale = activeLocale();
  let options = sortedOptions.get(locale);
  if (!options) {
    options = Object.keys(names)
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => localeCompare(a.name, b.name));
    sortedOptions.set(locale, options);
  }
  return options;
}
