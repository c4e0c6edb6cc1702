import countryNames from 'countries-list/minimal/countries.en.min.json';
import { activeLocale } from './i18n/active-locale.ts';

const names: Record<string, string | undefined> = countryNames;

/** One Intl.DisplayNames per language (null where Intl refuses it), and the names it gave. */
const displayNames = new Map<string, { of: (code: string) => string | undefined } | null>();
const localNames = new Map<string, string>();

function localName(code: string, locale: string, english: string): string {
  const key = `${locale}:${code}`;
  let name = localNames.get(key);
  if (name === undefined) {
    let names = displayNames.get(locale);
    if (names === undefined) {
      try {
        names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      } catch {
        names = null;
      }
      displayNames.set(locale, names);
    }
    name = names?.of(code) ?? english;
    localNames.set(key, name);
  }
  return name;
}

/**
 * The country's name in the active language (Intl.DisplayNames); in English, countries-list's
 * name. Only codes the list knows are countries: any other is shown as the code itself.
 */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  const english = names[upper];
  if (english === undefined) return upper;
  const locale = activeLocale();
  return locale === 'en' ? english : localName(upper, locale, english);
}

/** Sorts names as the active language does (Ä after A in German, not after Z). */
export function nameCollator(): Intl.Collator {
  const locale = activeLocale();
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}
const collators = new Map<string, Intl.Collator>();

/** Countries whose English name takes "the" inside a sentence ("in the United Kingdom"). */
const WITH_THE = new Set(
  'AE BS CC CD CF CG CK DO FK FO GB GM GS HM IM IO KM KY MH MP MV NL PH PN SB SC TC UM US VG VI'.split(' '),
);

/** The country's name as an English sentence says it: "the United Kingdom", "Japan"; other languages' sentences take the name as it is. */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return WITH_THE.has(code.toUpperCase()) && activeLocale() === 'en' ? `the ${name}` : name;
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

const sortedOptions = new Map<string, { code: string; name: string }[]>();

/** All countries as {code, name in the active language}, sorted by name; built once per language. */
export function countryOptions(): readonly { code: string; name: string }[] {
  const locale = activeLocale();
  let options = sortedOptions.get(locale);
  if (!options) {
    const order = nameCollator();
    options = Object.keys(names)
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => order.compare(a.name, b.name));
    sortedOptions.set(locale, options);
  }
  return options;
}
