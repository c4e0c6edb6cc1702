import {
  LOCALE_COOKIE,
  type Locale,
  localizedPath,
  SOURCE_LOCALE,
  splitLocalePath,
} from '@reelatlas/contracts';

/**
 * The page's language: its path's prefix (`/de/…`). The server has already sent a visitor whose
 * stored choice or browser asks for another language to that language's path, so an English
 * path means English.
 */
export function pageLocale(pathname: string): Locale {
  return splitLocalePath(pathname).locale ?? SOURCE_LOCALE;
}

/** The router's base for a language: its prefix, or none for English. */
export function routerBasename(locale: Locale): string | undefined {
  return locale === SOURCE_LOCALE ? undefined : `/${locale}`;
}

/** Remembers the choice on this device for a year; the server reads it on the next visit. */
export function rememberLocale(locale: Locale, doc: Document = document) {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The same page (path, query, hash) in another language. */
export function pageInLocale(locale: Locale, appPath: string, search: string, hash: string): string {
  return `${localizedPath(locale, appPath)}${search}${hash}`;
}

/**
 * Opens a page in another language: a full load, because the router's basename is the language's
 * prefix and the first view of the page is the server's, in that language.
 */
export function openPage(href: string) {
  window.location.assign(href);
}
