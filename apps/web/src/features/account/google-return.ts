import { accountMessages } from '@reelatlas/contracts';

/** Google sends the browser back here: `?google=done` after a sign-in, `?error=…` when it failed. */
export const GOOGLE_DONE_URL = '/login?google=done';
export const GOOGLE_ERROR_URL = '/login';

/**
 * The spec's text (§8 Google sign-in) for the error code Better Auth appends on the way back.
 * Sign-in runs as a full-page redirect rather than a popup, so 'closed' and 'blocked' are texts
 * for popup errors that cannot arise here; a person pressing Cancel at Google comes back with
 * `access_denied`.
 */
export function googleErrorText(code: string | null): string | null {
  if (!code) return null;
  if (code === 'access_denied') return accountMessages.googleCancelled;
  if (code === 'popup_closed_by_user') return accountMessages.googleClosed;
  if (code === 'popup_blocked') return accountMessages.googleBlocked;
  return accountMessages.googleFailed;
}

/** True when this page load is the return from a completed Google sign-in. */
export function isGoogleReturn(search: URLSearchParams): boolean {
  return search.get('google') === 'done';
}
