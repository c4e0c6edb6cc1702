import {
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
  SOURCE_LOCALE,
  toLocale,
} from '@reelatlas/contracts';
import { parse } from 'hono/utils/cookie';

/**
 * The language an account takes from the visitor when it has none yet
 * (docs/architecture.md#languages): at sign-up, and at a sign-in while its language is still
 * unset. First the choice stored on the device (the `lang` cookie the header's language menu
 * sets, English included), else the language the request names when it is not English (the
 * page's, which the web's calls send; for Google's callback the browser's own), else none: the
 * account reads English until someone chooses. `named` is a language the server already read
 * from the request (the e-mail sign-up's page language), never a form's field. Anything unknown
 * or malformed counts as nothing.
 */
export function deviceLanguage(named: unknown, from: Request | Headers | null | undefined): Locale | null {
  const headers = from instanceof Request ? from.headers : from;
  // Hono's own cookie parser (the routes read the same cookie with getCookie).
  const stored = parse(headers?.get('cookie') ?? '', LOCALE_COOKIE)[LOCALE_COOKIE];
  const asked = toLocale(named) ?? localeFromAcceptLanguage(headers?.get('accept-language'));
  return toLocale(stored) ?? (asked && asked !== SOURCE_LOCALE ? asked : null);
}
