import { messages as english } from 'virtual:locale/en';
import { i18n, type Messages } from '@lingui/core';
import { type Locale, localeDir, SOURCE_LOCALE } from '@reelatlas/contracts';

/**
 * Every other language's catalog is its own chunk, fetched only when that language is shown:
 * the first load of an English page never carries another language's texts.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('virtual:locale/es'),
  de: () => import('virtual:locale/de'),
  fr: () => import('virtual:locale/fr'),
  'pt-BR': () => import('virtual:locale/pt-BR'),
  it: () => import('virtual:locale/it'),
  nl: () => import('virtual:locale/nl'),
  pl: () => import('virtual:locale/pl'),
  sv: () => import('virtual:locale/sv'),
  tr: () => import('virtual:locale/tr'),
  ja: () => import('virtual:locale/ja'),
  ko: () => import('virtual:locale/ko'),
  ar: () => import('virtual:locale/ar'),
};

// English is always there: a text a catalog lacks shows in English, never as its id.
i18n.load(SOURCE_LOCALE, english);
i18n.activate(SOURCE_LOCALE);

/** Loads a language's catalog, makes it the active one, and sets `<html lang dir>` to match. */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  if (locale !== SOURCE_LOCALE) {
    const { messages } = await loaders[locale]();
    // Missing texts fall back to English (the lint keeps catalogs complete; this is the net).
    i18n.load(locale, { ...english, ...messages });
  }
  i18n.activate(locale);
  root.lang = locale;
  root.dir = localeDir(locale);
}

export { i18n };
