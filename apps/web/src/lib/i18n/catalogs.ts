import { messages as english } from 'virtual:locale/en';
import { i18n, type Messages } from '@lingui/core';
import { type Locale, localeDir, SOURCE_LOCALE } from '@reelatlas/contracts';

type Load = () => Promise<{ messages: Messages }>;

/**
 * The shell's texts (what the first load of `/` shows) of every other language: each its own
 * chunk, fetched only when that language is shown. English's are in the first load.
 */
const shellLoaders: Record<Exclude<Locale, 'en'>, Load> = {
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

/**
 * Every other page's texts, per language (English included): one chunk each, fetched with the
 * first code-split page (routes.tsx) so the first load of `/` never carries them.
 */
const pageLoaders: Record<Locale, Load> = {
  en: () => import('virtual:locale/en/pages'),
  es: () => import('virtual:locale/es/pages'),
  de: () => import('virtual:locale/de/pages'),
  fr: () => import('virtual:locale/fr/pages'),
  'pt-BR': () => import('virtual:locale/pt-BR/pages'),
  it: () => import('virtual:locale/it/pages'),
  nl: () => import('virtual:locale/nl/pages'),
  pl: () => import('virtual:locale/pl/pages'),
  sv: () => import('virtual:locale/sv/pages'),
  tr: () => import('virtual:locale/tr/pages'),
  ja: () => import('virtual:locale/ja/pages'),
  ko: () => import('virtual:locale/ko/pages'),
  ar: () => import('virtual:locale/ar/pages'),
};

// English is always there: a text a catalog lacks shows in English, never as its id.
// A copy: Lingui merges later loads into the object it was given first, and the English page
// texts merged into the module's own object would then fill every other language's shell
// fallback below, overwriting that language's page texts with English ones.
i18n.load(SOURCE_LOCALE, { ...english });
i18n.activate(SOURCE_LOCALE);

/** Languages whose page texts are loading or loaded, and those loaded. */
const pagesLoaded = new Map<Locale, Promise<void>>();
const pagesReady = new Set<Locale>();
/** Set once a page's texts were first asked for: a change of language then loads them too. */
let pagesWanted = false;

function loadPages(locale: Locale): Promise<void> {
  let loading = pagesLoaded.get(locale);
  if (!loading) {
    loading = pageLoaders[locale]().then(({ messages }) => {
      pagesReady.add(locale);
      i18n.load(locale, messages);
    });
    // A failed fetch (offline, a new deploy) may be retried by the next page.
    loading.catch(() => pagesLoaded.delete(locale));
    pagesLoaded.set(locale, loading);
  }
  return loading;
}

/** Makes sure the active language's page texts are loaded (routes.tsx awaits it with the code). */
export function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  return loadPages(i18n.locale as Locale);
}

/** Whether the active language's page texts are in (useT shows nothing for one still coming). */
export function pageTextsReady(): boolean {
  return pagesReady.has(i18n.locale as Locale);
}

/** Loads a language's catalog, makes it the active one, and sets `<html lang dir>` to match. */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  const pages = pagesWanted ? loadPages(locale) : Promise.resolve();
  if (locale !== SOURCE_LOCALE) {
    const { messages } = await shellLoaders[locale]();
    // Missing texts fall back to English (the lint keeps catalogs complete; this is the net).
    i18n.load(locale, { ...english, ...messages });
  }
  await pages;
  i18n.activate(locale);
  root.lang = locale;
  root.dir = localeDir(locale);
}

/** Tests and the build's pre-render: every English text at once, with no fetch. */
export function loadEnglishPagesNow(messages: Messages) {
  pagesWanted = true;
  pagesReady.add(SOURCE_LOCALE);
  pagesLoaded.set(SOURCE_LOCALE, Promise.resolve());
  i18n.load(SOURCE_LOCALE, messages);
}

export { i18n };
