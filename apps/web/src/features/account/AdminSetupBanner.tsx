import { accountMessages, type Me } from '@reelatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { RESET_COOLDOWN_S } from './account-constants.ts';
import { authClient } from './auth-client.ts';
import { describeAuthError } from './describe-auth-error.ts';
import { useCooldown } from './use-cooldown.ts';

type Step = NonNullable<Me['adminSetup']>;

/**
 * Why an account on the operator's admin list has no admin tools yet (the server decides it:
 * `me.adminSetup`), with the one thing to do: send the password reset e-mail, whose link sets
 * the password admin rights need, or sign in again.
 */
export function AdminSetupBanner({ email, step }: { email: string; step: Step }) {
  const sending = useMutation({ mutationFn: authClient.requestPasswordReset });
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const cooldown = useCooldown(RESET_COOLDOWN_S);

  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      await sending.mutateAsync(email);
      setResult({ ok: true, text: t('account.adminResetSent') });
      cooldown.start();
    } catch (error) {
      setResult({ ok: false, text: describeAuthError(error, t, accountMessages.resetFailed).message });
    } finally {
      setBusy(false);
    }
  };

  if (step === 'sign_in_again') {
    return (
      <Banner tone="info" testId="admin-setup-banner">
        {t('account.adminSignInAgain')}
      </Banner>
    );
  }
  return (
    <Banner
      tone="info"
      testId="admin-setup-banner"
      actions={
        <>
          <BusyButton
            type="button"
            onClick={send}
            busy={busy}
            busyLabel={t('account.sending')}
            disabled={cooldown.remaining > 0}
            className={buttonStyles.secondary}
          >
            {cooldown.remaining > 0
              ? t('account.sendAgainIn', { seconds: cooldown.remaining })
              : t('account.sendResetEmail')}
          </BusyButton>
          {result ? <p className={result.ok ? '' : 'font-semibold'}>{result.text}</p> : null}
        </>
      }
    >
      {t('account.adminNeedsReset', { email })}
    </Banner>
  );
}
