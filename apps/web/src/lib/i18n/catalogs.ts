import { messages as english } from 'virtual:locale/en';
import { i18n, type Messages } from '@lingui/core';
import { type Locale, localeDir, SOURCE_LOCALE } from '@reelatlas/contracts';
import { readStorage } from '../storage.ts';

/**
 * Tests only: the e2e build (REELATLAS_PSEUDO_LOCALE=1, vite.config.ts) carries the
 * pseudo-language, English's texts accented and longer (build/pseudo-locale.ts); a test turns it
 * on with this local storage key. Every other build has neither the check nor its texts.
 */
export const PSEUDO_LOCALE_KEY = 'pseudoLocale';
let pseudo = false;

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
  en: () =>
    __PSEUDO_LOCALE__ && pseudo ? import('virtual:locale/pseudo/pages') : import('virtual:locale/en/pages'),
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
// Lingui keeps the first object it is given for a language and merges later loads into it, so it
// gets copies: the modules' own objects must stay as built (`english` is the shell alone, or every
// English page text would be spread over another language's page texts below).
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
      i18n.load(locale, { ...messages });
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

/**
 * In the e2e build, when the test asked for it: English's texts become the pseudo-language's
 * before the first render. Resolves false everywhere else.
 */
export async function activatePseudoLocale(): Promise<boolean> {
  if (!__PSEUDO_LOCALE__ || readStorage(PSEUDO_LOCALE_KEY) !== '1') return false;
  const { messages } = await import('virtual:locale/pseudo');
  pseudo = true;
  i18n.load(SOURCE_LOCALE, messages);
  return true;
}

/** Tests and the build's pre-render: every English text at once, with no fetch. */
export function loadEnglishPagesNow(messages: Messages) {
  pagesWanted = true;
  pagesReady.add(SOURCE_LOCALE);
  pagesLoaded.set(SOURCE_LOCALE, Promise.resolve());
  i18n.load(SOURCE_LOCALE, { ...messages });
}

export { i18n };
