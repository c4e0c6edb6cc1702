import { type Locale, localeFromAcceptLanguage, SOURCE_LOCALE } from '@reelatlas/contracts';
import type { Context } from 'hono';

/**
 * The language of an API request: the web's calls name the page's language in
 * `Accept-Language` (docs/architecture.md#languages); another client's header is read the same
 * way. Unknown, malformed or oversized values mean English, never an error.
 */
export function localeOfHeaders(headers: Headers): Locale {
  return localeFromAcceptLanguage(headers.get('accept-language')) ?? SOURCE_LOCALE;
}

export function requestLocale(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language')) ?? SOURCE_LOCALE;
}
