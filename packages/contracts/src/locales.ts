/**
 * The languages ReelAtlas speaks, and how a request's language is chosen. Shared by the server
 * (the HTML's `<html lang dir>`, `hreflang` alternates, the sitemap) and the web (the catalog it
 * loads, the language menu), so both always agree.
 */

/** English is the source language: its texts are the product's exact texts. */
export const SOURCE_LOCALE = 'en';

/** Each language with its name in itself (the language menu shows these) and its direction. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'sv', name: 'Svenska', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

/** The cookie (and local storage key) that remembers the visitor's choice on this device. */
export const LOCALE_COOKIE = 'lang';

/** Longest Accept-Language header read; the rest is ignored (a hostile header costs nothing). */
const ACCEPT_LANGUAGE_MAX = 512;

/** The supported locale for a code in any case (`pt-br`, `DE`), or null. Never throws. */
export function toLocale(code: unknown): Locale | null {
  if (typeof code !== 'string' || code.length > 16) return null;
  const lower = code.toLowerCase();
  return LOCALE_CODES.find((l) => l.toLowerCase() === lower) ?? null;
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr';
}

/**
 * A path's language prefix and the page's path without it: `/de/movie` → de, `/movie`. English
 * has no prefix (its paths are the product's routes), so `/en/…` is not a language path.
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)(?=\/|$)(.*)$/.exec(pathname);
  const locale = match ? toLocale(match[1]) : null;
  if (!match || !locale || locale === SOURCE_LOCALE) return { locale: null, path: pathname };
  return { locale, path: match[2] || '/' };
}

/** A page's path in a language: `/movie` in de → `/de/movie`; English keeps the path. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * The best supported language in an Accept-Language header (`de-AT,de;q=0.9,en;q=0.5`): by
 * quality, then order; a region we lack falls back to its language (`es-MX` → es), Portuguese
 * to Brazil's. Null when nothing matches or the header is malformed.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .slice(0, ACCEPT_LANGUAGE_MAX)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{1,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.q > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(r.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = toLocale(tag);
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const base = language === 'pt' ? 'pt-BR' : toLocale(language);
    if (base) return base;
  }
  return null;
}

/**
 * The page's language: the path's prefix decides; on an English path, a stored choice, else the
 * browser's languages on a first visit, else English. Unknown or hostile values are ignored.
 */
export function chooseLocale(input: {
  pathname: string;
  stored?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  return (
    splitLocalePath(input.pathname).locale ??
    toLocale(input.stored) ??
    localeFromAcceptLanguage(input.acceptLanguage) ??
    SOURCE_LOCALE
  );
}
