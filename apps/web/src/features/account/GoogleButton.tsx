import { useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useConfig } from '../config/index.ts';
import { signInWithGooglePopup } from './google-popup.ts';
import { googleErrorText } from './google-return.ts';

/**
 * 'Continue with Google'. Without Google configured (`googleSignIn: false` in /api/config) the
 * button says so (docs/product-rules.md#accounts); otherwise Google's account selection opens in a popup, and a
 * failure shows the product text for it (closed, blocked, cancelled, other).
 */
export function GoogleButton({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { data: config } = useConfig();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    if (config?.googleSignIn === false) {
      setProblem(t('account.googleNotConfigured'));
      return;
    }
    setBusy(true);
    setProblem(null);
    // Opened synchronously inside the click: browsers block popups opened later.
    const outcome = await signInWithGooglePopup();
    if (outcome.ok) await onSignedIn();
    else setProblem(googleErrorText(outcome.code, t));
    setBusy(false);
  };

  return (
    <div className="flex flex-col gap-3">
      <BusyButton
        type="button"
        onClick={start}
        busy={busy}
        busyLabel={t('account.googleWaiting')}
        className={`${buttonStyles.secondary} w-full`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path
            fill="#EA4335"
            d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12z"
          />
        </svg>
        {t('account.googleContinue')}
      </BusyButton>
      {problem ? <Banner tone="danger">{problem}</Banner> : null}
    </div>
  );
}
