import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithGooglePopup } from './google-popup.ts';

const MESSAGE_TYPE = 'better-auth:oauth-popup';

/** A stand-in for the window `window.open` returns; the test decides when it closes. */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

/** The nonce this attempt sent to the server, read back from the popup's start address. */
function nonceOfAttempt(): string {
  const url = new URL(String(vi.mocked(window.open).mock.calls[0]?.[0]));
  return url.searchParams.get('popupNonce') ?? '';
}

const answer = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Google sign-in popup', () => {
  it("takes the popup's answer even when the window is seen closed before the message arrives", async () => {
    const popup = fakePopup();
    const outcome = signInWithGooglePopup();
    popup.closed = true; // the popup's last page closed itself…
    await vi.advanceTimersByTimeAsync(600);
    answer({ type: MESSAGE_TYPE, nonce: nonceOfAttempt(), error: { code: 'access_denied' } }); // …its message comes later
    await expect(outcome).resolves.toEqual({ ok: false, code: 'access_denied' });
  });

  it('says the window was closed when it closes without an answer', async () => {
    const popup = fakePopup();
    const outcome = signInWithGooglePopup();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(outcome).resolves.toEqual({ ok: false, code: 'popup_closed_by_user' });
  });

  it('ignores answers from other origins and other attempts', async () => {
    fakePopup();
    const outcome = signInWithGooglePopup();
    answer({ type: MESSAGE_TYPE, nonce: nonceOfAttempt(), token: 't' }, 'https://evil.example');
    answer({ type: MESSAGE_TYPE, nonce: 'another-attempt', token: 't' });
    answer({ type: MESSAGE_TYPE, nonce: nonceOfAttempt(), token: 't' });
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  it('reports a blocked popup at once', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithGooglePopup()).resolves.toEqual({ ok: false, code: 'popup_blocked' });
  });
});
