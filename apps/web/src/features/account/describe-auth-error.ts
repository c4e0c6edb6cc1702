import { accountMessages, messages, offlineMessages } from '@reelatlas/contracts';
import { isOffline } from '../../lib/use-online.ts';
import { AuthError } from './auth-error.ts';
import { accountText, type Translate } from './known-texts.ts';

/** What to show for a failed auth call: a text, and the field it belongs to when there is one. */
export interface AuthProblem {
  code: string | null;
  message: string;
  /** The form field the message belongs to; absent for a message about the whole form. */
  field?: string;
  /** Field → text from the server's own validation answer. */
  fields?: Record<string, string>;
}

const incorrectCredentials = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'USER_NOT_FOUND',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
]);

/**
 * Maps Better Auth codes and our API errors to friendly texts (docs/product-rules.md#messages), in
 * the page's language (`t`; `fallback` is an English text of `accountMessages`). A wrong password
 * and an unknown email read the same, so the form never reveals which accounts exist.
 */
export function describeAuthError(
  error: unknown,
  t: Translate,
  fallback: string = accountMessages.fallback,
): AuthProblem {
  const text = (english: string) => accountText(english, t);
  if (!(error instanceof AuthError)) return { code: null, message: text(fallback) };
  const { code, status } = error;
  const problem = (message: string, field?: string): AuthProblem =>
    field ? { code, message, field } : { code, message };

  if (status === 0)
    return problem(text(isOffline() ? offlineMessages.needsConnection : accountMessages.networkError));
  if (status === 429 || code === 'rate_limited') return problem(t('account.tooManyAttempts'));
  if (code === 'validation_failed' && error.fields && Object.keys(error.fields).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, said]) => [field, text(said)]),
    );
    return { code, message: text(error.message), fields };
  }
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return problem(t('account.emailRegistered'), 'email');
    case 'INVALID_EMAIL':
      return problem(text(accountMessages.invalidEmail), 'email');
    case 'PASSWORD_TOO_SHORT':
      return problem(text(accountMessages.passwordTooShort), 'password');
    case 'PASSWORD_TOO_LONG':
      return problem(t('account.passwordTooLong'), 'password');
    case 'EMAIL_NOT_VERIFIED':
      return problem(t('account.emailNotVerified'));
    case 'EMAIL_ALREADY_VERIFIED':
      return problem(t('account.alreadyVerified'));
    case 'banned':
      return problem(text(messages.banned));
    case 'BANNED_USER':
    case 'USER_BANNED':
      return problem(t('account.accountDisabled'));
    case 'EMAIL_PASSWORD_SIGN_UP_DISABLED':
    case 'EMAIL_PASSWORD_DISABLED':
    case 'PROVIDER_NOT_FOUND':
      return problem(t('account.methodNotEnabled'));
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_FRESH':
      return problem(t('account.sessionExpired'));
  }
  if (code && incorrectCredentials.has(code)) return problem(t('account.incorrectCredentials'));
  // Our own error bodies carry the user-facing text of docs/product-rules.md#messages: one the
  // web knows is shown in the page's language, any other as the server wrote it.
  if (error.userFacing) return problem(text(error.message));
  return problem(text(fallback));
}
