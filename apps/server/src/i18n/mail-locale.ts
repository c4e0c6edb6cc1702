import { type Locale, localeDir, SOURCE_LOCALE, toLocale } from '@reelatlas/contracts';

/** An account's stored language, or English when it has none or an unknown one. */
export function accountLocale(user: object): Locale {
  return toLocale((user as { language?: unknown }).language) ?? SOURCE_LOCALE;
}

/** The `lang` and `dir` an e-mail's HTML is wrapped in, so Arabic reads right to left. */
export function mailDirection(locale: Locale): { lang: Locale; dir: 'ltr' | 'rtl' } {
  return { lang: locale, dir: localeDir(locale) };
}
