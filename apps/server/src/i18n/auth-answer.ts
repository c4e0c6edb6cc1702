import { type Locale, SOURCE_LOCALE } from '@reelatlas/contracts';
import { serverText } from './server-catalogs.ts';

/** Better Auth's error codes whose English message a person may read, and their texts. */
const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalidCredentials',
  USER_ALREADY_EXISTS: 'auth.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.userExists',
  INVALID_EMAIL: 'account.invalidEmail',
  INVALID_TOKEN: 'auth.invalidToken',
  TOKEN_EXPIRED: 'auth.tokenExpired',
  EMAIL_NOT_VERIFIED: 'auth.emailNotVerified',
  PASSWORD_TOO_SHORT: 'auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.passwordTooLong',
  INVALID_PASSWORD: 'auth.invalidPassword',
};

/**
 * Better Auth's error answer with its message in `locale` (its `code` stays, for clients that
 * map codes themselves). Other answers, and codes without a text, pass unchanged.
 */
export async function localizedAuthAnswer(response: Response, locale: Locale): Promise<Response> {
  if (locale === SOURCE_LOCALE || response.ok) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const id = typeof body?.code === 'string' ? AUTH_MESSAGES[body.code] : undefined;
  if (!body || !id) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message: serverText(locale, id) }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
