import { accountMessages } from '@reelatlas/contracts';
import { accountText, type Translate } from './known-texts.ts';

/**
 * The product's text (docs/product-rules.md#messages) for an error code of the Google popup: the browser's
 * (blocked, closed), Google's (`access_denied` when the person pressed Cancel) or the server's.
 * Also read from `/login?error=…`, where Better Auth sends a sign-in that could not report back
 * to the popup's opener.
 */
export function googleErrorText(code: string | null, t: Translate): string | null {
  if (!code) return null;
  if (code === 'popup_blocked') return accountText(accountMessages.googleBlocked, t);
  if (code === 'popup_closed_by_user') return accountText(accountMessages.googleClosed, t);
  if (code === 'access_denied') return accountText(accountMessages.googleCancelled, t);
  if (code === 'provider_not_found') return t('account.googleNotConfigured');
  return accountText(accountMessages.googleFailed, t);
}
