import { accountMessages, messages, offlineMessages } from '@reelatlas/contracts';
import { isOffline } from '../../lib/use-online.ts';
import { AuthError } from './auth-error.ts';
import { authTexts } from './auth-texts.ts';

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
 * Maps Better Auth codes and our API errors to friendly texts (docs/product-rules.md#messages). A wrong password and an
 * unknown email read the same, so the form never reveals which accounts exist.
 */
export function describeAuthError(error: unknown, fallback: string = accountMessages.fallback): AuthProblem {
  if (!(error instanceof AuthError)) return { code: null, message: fallback };
  const { code, status } = error;
  const problem = (message: string, field?: string): AuthProblem =>
    field ? { code, message, field } : { code, message };

  if (status === 0)
    return problem(isOffline() ? offlineMessages.needsConnection : accountMessages.networkError);
  if (status === 429 || code === 'rate_limited') return problem(authTexts.tooManyAttempts);
  if (code === 'validation_failed' && error.fields && Object.keys(error.fields).length > 0) {
    return { code, message: error.message, fields: error.fields };
  }
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return problem(authTexts.emailRegistered, 'email');
    case 'INVALID_EMAIL':
      return problem(accountMessages.invalidEmail, 'email');
    case 'PASSWORD_TOO_SHORT':
      return problem(accountMessages.passwordTooShort, 'password');
    case 'PASSWORD_TOO_LONG':
      return problem(authTexts.passwordTooLong, 'password');
    case 'EMAIL_NOT_VERIFIED':
      return problem(authTexts.emailNotVerified);
    case 'EMAIL_ALREADY_VERIFIED':
      return problem(authTexts.alreadyVerified);
    case 'banned':
      return problem(messages.banned);
    case 'BANNED_USER':
    case 'USER_BANNED':
      return problem(authTexts.accountDisabled);
    case 'EMAIL_PASSWORD_SIGN_UP_DISABLED':
    case 'EMAIL_PASSWORD_DISABLED':
    case 'PROVIDER_NOT_FOUND':
      return problem(authTexts.methodNotEnabled);
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_FRESH':
      return problem(authTexts.sessionExpired);
  }
  if (code && incorrectCredentials.has(code)) return problem(authTexts.incorrectCredentials);
  // Our own error bodies already carry the user-facing text of docs/product-rules.md#messages.
  if (error.userFacing) return problem(error.message);
  return problem(fallback);
}
