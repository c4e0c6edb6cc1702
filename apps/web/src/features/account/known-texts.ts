import {
  accountMessages,
  CONTROL_CHARACTERS_MESSAGE,
  messages,
  offlineMessages,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@reelatlas/contracts';

/** The page language's text for an id (what useT returns). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A catalog text, with the values its placeholders take. */
export interface KnownText {
  id: string;
  values?: Record<string, unknown>;
}

/**
 * Turns texts the web receives in English (the shared schemas' messages, and the server's
 * answers that quote them) into the page language's: a text found in `table` is shown as its
 * catalog id's, anything else as it came. The server's own wording (a text it writes per request)
 * is shown verbatim, so it never has to match (docs/architecture.md#languages).
 */
export function knownTexts(table: Record<string, string | KnownText>) {
  const entries = new Map(
    Object.entries(table).map(([text, known]) => [text, typeof known === 'string' ? { id: known } : known]),
  );
  return (text: string, t: Translate): string => {
    const known = entries.get(text);
    return known ? t(known.id, known.values) : text;
  };
}

/** The account messages of @reelatlas/contracts, by their English text. */
export const accountText = knownTexts({
  [accountMessages.emailRequired]: 'account.msg.emailRequired',
  [accountMessages.passwordRequired]: 'account.msg.passwordRequired',
  [accountMessages.invalidEmail]: 'account.msg.invalidEmail',
  [accountMessages.completeAllFields]: 'account.msg.completeAllFields',
  [accountMessages.passwordTooShort]: {
    id: 'account.msg.passwordTooShort',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  [accountMessages.passwordNeedsUppercase]: 'account.msg.passwordNeedsUppercase',
  [accountMessages.passwordNeedsLowercase]: 'account.msg.passwordNeedsLowercase',
  [accountMessages.passwordNeedsDigit]: 'account.msg.passwordNeedsDigit',
  [accountMessages.passwordsDoNotMatch]: 'account.msg.passwordsDoNotMatch',
  [accountMessages.resetEmailBothFields]: 'account.msg.resetEmailBothFields',
  [accountMessages.resetEmailsDoNotMatch]: 'account.msg.resetEmailsDoNotMatch',
  [accountMessages.resetSent]: 'account.msg.resetSent',
  [accountMessages.resetNoAccount]: 'account.msg.resetNoAccount',
  [accountMessages.resetFailed]: 'account.msg.resetFailed',
  [accountMessages.networkError]: 'account.msg.networkError',
  // The shell's text (the offline notice of any change tried without a connection).
  [offlineMessages.needsConnection]: 'error.needsConnection',
  [accountMessages.resendFailed]: 'account.msg.resendFailed',
  [accountMessages.emailVerified]: 'account.msg.emailVerified',
  [accountMessages.linkExpired]: 'account.msg.linkExpired',
  [accountMessages.resetLinkExpired]: 'account.msg.resetLinkExpired',
  [accountMessages.invalidActionUrl]: 'account.msg.invalidActionUrl',
  [accountMessages.unsupportedAction]: 'account.msg.unsupportedAction',
  [accountMessages.usernameEmpty]: 'account.msg.usernameEmpty',
  [`Username must be at most ${USERNAME_MAX_LENGTH} characters`]: {
    id: 'account.msg.usernameTooLong',
    values: { max: USERNAME_MAX_LENGTH },
  },
  [accountMessages.usernameTaken]: 'account.msg.usernameTaken',
  [accountMessages.unknownCountry]: 'account.msg.unknownCountry',
  [CONTROL_CHARACTERS_MESSAGE]: 'account.msg.controlCharacters',
  [accountMessages.fallback]: 'account.msg.fallback',
  [accountMessages.incorrectPassword]: 'account.msg.incorrectPassword',
  [accountMessages.deleteFailed]: 'account.msg.deleteFailed',
  [accountMessages.countryUpdated]: 'account.msg.countryUpdated',
  [accountMessages.countryUpdateFailed]: 'account.msg.countryUpdateFailed',
  [accountMessages.usernameUpdateFailed]: 'account.msg.usernameUpdateFailed',
  [accountMessages.profileLoadFailed]: 'account.msg.profileLoadFailed',
  [accountMessages.googleClosed]: 'account.msg.googleClosed',
  [accountMessages.googleBlocked]: 'account.msg.googleBlocked',
  [accountMessages.googleCancelled]: 'account.msg.googleCancelled',
  [accountMessages.googleFailed]: 'account.msg.googleFailed',
  [messages.banned]: 'banned.message',
});
