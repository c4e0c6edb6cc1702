import { accountMessages } from '@reelatlas/contracts';
import { useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useConfig } from '../config/use-config.ts';
import { authClient } from './auth-client.ts';
import { AuthError } from './auth-error.ts';
import { authTexts } from './auth-texts.ts';
import { describeAuthError } from './describe-auth-error.ts';
import { GOOGLE_DONE_URL, GOOGLE_ERROR_URL } from './google-return.ts';

/**
 * 'Continue with Google'. Without Google configured (`googleSignIn: false` in /api/config, or
 * PROVIDER_NOT_FOUND from the server) the button says so (DESIGN §1); otherwise it goes to
 * Google's sign-in page, which sends the browser back to /login (see google-return.ts).
 */
export function GoogleButton() {
  const { data: config } = useConfig();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const start = async () => {
    if (config?.googleSignIn === false) {
      setNote(authTexts.googleNotConfigured);
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const { url } = await authClient.signInWithGoogle(GOOGLE_DONE_URL, GOOGLE_ERROR_URL);
      if (url) {
        window.location.assign(url);
        return;
      }
      setNote(accountMessages.googleFailed);
    } catch (error) {
      const notConfigured = error instanceof AuthError && error.status === 404;
      setNote(
        notConfigured
          ? authTexts.googleNotConfigured
          : describeAuthError(error, accountMessages.googleFailed).message,
      );
    }
    setBusy(false);
  };

  return (
    <div className="flex flex-col gap-3">
      <BusyButton
        type="button"
        onClick={start}
        busy={busy}
        busyLabel="Opening Google…"
        className={`${buttonStyles.secondary} w-full`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path
            fill="#EA4335"
            d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12z"
          />
        </svg>
        Continue with Google
      </BusyButton>
      {note ? <Banner tone="info">{note}</Banner> : null}
    </div>
  );
}
