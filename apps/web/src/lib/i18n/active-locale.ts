/**
 * The language the page's texts are in, for every `Intl` formatter (country and language names,
 * numbers, prices, dates): one source, so a row never mixes a German text with an English date.
 * It is `<html lang>`, which activateLocale (catalogs.ts) sets with the texts: read from the
 * document, so the modules that format need not carry the texts' library.
 */
export function activeLocale(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

const collators = new Map<string, Intl.Collator>();

/** The active language's alphabetical order (one collator per language: building one is slow). */
export function localeCompare(a: string, b: string): number {
  const locale = activeLocale();
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator.compare(a, b);
}
