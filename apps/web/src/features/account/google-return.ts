import { accountMessages } from '@reelatlas/contracts';
import { authTexts } from './auth-texts.ts';

/**
 * The product's text (docs/product-rules.md#messages) for an error code of the Google popup: the browser's
 * (blocked, closed), Google's (`access_denied` when the person pressed Cancel) or the server's.
 * Also read from `/login?error=…`, where Better Auth sends a sign-in that could not report back
 * to the popup's opener.
 */
export function googleErrorText(code: string | null): string | null {
  if (!code) return null;
  if (code === 'popup_blocked') return accountMessages.googleBlocked;
  if (code === 'popup_closed_by_user') return accountMessages.googleClosed;
  if (code === 'access_denied') return accountMessages.googleCancelled;
  if (code === 'provider_not_found') return authTexts.googleNotConfigured;
  return accountMessages.googleFailed;
}
