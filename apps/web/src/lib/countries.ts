import countryNames from 'countries-list/minimal/countries.en.min.json';

const names: Record<string, string | undefined> = countryNames;

/** English country name from countries-list; the code itself when the list does not know it. */
export function countryName(code: string): string {
  return names[code.toUpperCase()] ?? code.toUpperCase();
}

/** Countries whose English name takes "the" inside a sentence ("in the United Kingdom"). */
const WITH_THE = new Set(
  'AE BS CC CD CF CG CK DO FK FO GB GM GS HM IM IO KM KY MH MP MV NL PH PN SB SC TC UM US VG VI'.split(' '),
);

/** The country's name as a sentence says it: "the United Kingdom", "Japan". */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return WITH_THE.has(code.toUpperCase()) ? `the ${name}` : name;
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

// Shared: localeCompare with a locale builds a collator per comparison.
const englishOrder = new Intl.Collator('en');
let sortedOptions: { code: string; name: string }[] | undefined;

/** All countries as {code, English name}, sorted by name; built once. */
export function countryOptions(): readonly { code: string; name: string }[] {
  sortedOptions ??= Object.entries(names)
    .flatMap(([code, name]) => (name ? [{ code, name }] : []))
    .sort((a, b) => englishOrder.compare(a.name, b.name));
  return sortedOptions;
}
