import { accountMessages } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { RESEND_COOLDOWN_S } from './account-constants.ts';
import { authClient } from './auth-client.ts';
import { describeAuthError } from './describe-auth-error.ts';
import { useCooldown } from './use-cooldown.ts';

/**
 * The yellow "verify your email" banner with 'Resend email' and its 60 s cooldown (docs/product-rules.md#accounts). Right after a
 * sign-up the green "check your inbox" banner carries the same button instead (`created`), so the
 * page says it once.
 */
export function VerifyEmailBanner({ email, created }: { email: string; created?: ReactNode }) {
  const queryClient = useQueryClient();
  const t = useT();
  const sending = useMutation({ mutationFn: authClient.sendVerificationEmail });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);

  const resend = async () => {
    setBusy(true);
    setResult(null);
    try {
      await sending.mutateAsync(email);
      setResult({ ok: true, text: t('account.verificationSent') });
      cooldown.start();
    } catch (error) {
      const problem = describeAuthError(error, t, accountMessages.resendFailed);
      if (problem.code === 'EMAIL_ALREADY_VERIFIED') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
      setResult({ ok: false, text: problem.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Banner
      tone={created ? 'success' : 'warning'}
      testId={created ? 'account-created' : 'verify-email-banner'}
      actions={
        <>
          <BusyButton
            type="button"
            onClick={resend}
            busy={busy}
            busyLabel={t('account.sending')}
            disabled={cooldown.remaining > 0}
            className={buttonStyles.secondary}
          >
            {cooldown.remaining > 0
              ? t('account.resendIn', { seconds: cooldown.remaining })
              : t('account.resendEmail')}
          </BusyButton>
          {result ? (
            // The banner is a live region already, so this is announced.
            <p className={result.ok ? '' : 'font-semibold'}>{result.text}</p>
          ) : null}
        </>
      }
    >
      {created ?? t('account.verifyPrompt', { email })}
    </Banner>
  );
}
