import { googlePopupStartEndpoint } from '@reelatlas/contracts';

/** What the popup's last page (Better Auth's oauth-popup plugin) posts to the site's window. */
const MESSAGE_TYPE = 'better-auth:oauth-popup';
const CLOSED_POLL_MS = 500;
/**
 * The popup's last page posts its answer and closes itself; the opener can see the window closed
 * before the message arrives (they cross processes). So a closed window counts as "closed by the
 * person" only if no answer comes within this grace.
 */
const CLOSED_GRACE_MS = 1_000;
const GIVE_UP_MS = 5 * 60_000;

export type GooglePopupOutcome = { ok: true } | { ok: false; code: string };

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function centred(width: number, height: number): string {
  const left = window.screenX + (window.outerWidth - width) / 2;
  const top = window.screenY + (window.outerHeight - height) / 2;
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * 'Continue with Google' in a popup (docs/product-rules.md#accounts: "sign in with a Google popup (account selection)").
 * Must be called straight from the click, or browsers block the window. The popup signs in on
 * this site's origin, so the session cookie is set for this window too; the answer only says
 * whether it worked. Error codes: `popup_blocked`, `popup_closed_by_user`, `popup_timeout`, or
 * what Google or the server reported (`access_denied` when the person cancelled).
 */
export function signInWithGooglePopup(): Promise<GooglePopupOutcome> {
  const nonce = randomNonce();
  const start = new URL(googlePopupStartEndpoint.path, window.location.origin);
  start.search = new URLSearchParams({
    provider: 'google',
    popupOrigin: window.location.origin,
    popupNonce: nonce,
    callbackURL: '/',
    errorCallbackURL: '/login',
  }).toString();
  const popup = window.open(start.toString(), 'reelatlas-google', centred(500, 620));
  if (!popup) return Promise.resolve({ ok: false, code: 'popup_blocked' });

  return new Promise((resolve) => {
    let closedGrace: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: GooglePopupOutcome) => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(giveUp);
      clearTimeout(closedGrace);
      if (!popup.closed) popup.close();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own origin's page, for this attempt, counts.
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (!data || typeof data !== 'object') return;
      const message = data as {
        type?: unknown;
        nonce?: unknown;
        token?: unknown;
        error?: { code?: unknown };
      };
      if (message.type !== MESSAGE_TYPE || message.nonce !== nonce) return;
      if (message.error) {
        finish({ ok: false, code: typeof message.error.code === 'string' ? message.error.code : 'unknown' });
      } else if (typeof message.token === 'string' && message.token) {
        finish({ ok: true });
      }
    };
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedPoll);
      closedGrace = setTimeout(() => finish({ ok: false, code: 'popup_closed_by_user' }), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    const giveUp = setTimeout(() => finish({ ok: false, code: 'popup_timeout' }), GIVE_UP_MS);
    window.addEventListener('message', onMessage);
  });
}
