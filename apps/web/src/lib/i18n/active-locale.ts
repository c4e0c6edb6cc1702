import { i18n } from '@lingui/core';

/**
 * The language the page's texts are in, for every `Intl` formatter (country and language names,
 * numbers, prices, dates): one source, so a row never mixes a German text with an English date.
 */
export function activeLocale(): string {
  return i18n.locale || 'en';
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
