import { chooseLocale, LOCALE_COOKIE, type Locale, toLocale } from '@reelatlas/contracts';

/**
 * A new account's language. The e-mail sign-up names the page's language (routes/auth.ts sets
 * it from the request, never from the form). An account Google creates has only the callback's
 * request: the visitor's stored choice (the `lang` cookie), else their browser's languages.
 * Anything unknown is English.
 */
export function signUpLocale(given: unknown, from: Request | Headers | null | undefined): Locale {
  const named = toLocale(given);
  if (named) return named;
  const headers = from instanceof Request ? from.headers : from;
  const cookie = headers?.get('cookie') ?? '';
  const stored = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]{0,16})`).exec(cookie)?.[1] ?? null;
  return chooseLocale({ pathname: '/', stored, acceptLanguage: headers?.get('accept-language') });
}
