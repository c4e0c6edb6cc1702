import { accountMessages, resetRequestSchema } from '@reelatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { RESET_COOLDOWN_S } from './account-constants.ts';
import { authClient } from './auth-client.ts';
import { describeAuthError } from './describe-auth-error.ts';
import { type FieldErrorMap, fieldErrors } from './form-errors.ts';
import { accountText } from './known-texts.ts';
import { useCooldown } from './use-cooldown.ts';
import { useFocusInvalid } from './use-focus-invalid.ts';

interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/**
 * 'Forgot password?' (docs/product-rules.md#accounts): the address twice, then a reset mail. The server answers
 * the same for unknown addresses, so the success text never reveals whether an account exists.
 */
export function ResetRequestForm({ email, onEmailChange, onBack }: ResetRequestFormProps) {
  const requestReset = useMutation({ mutationFn: authClient.requestPasswordReset });
  const t = useT();
  const [confirmEmail, setConfirmEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown(RESET_COOLDOWN_S);
  const { formRef, focusInvalid } = useFocusInvalid();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || cooldown.remaining > 0) return;
    setResult(null);
    const checked = resetRequestSchema.safeParse({ email, confirmEmail });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (text) => accountText(text, t)));
      focusInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await requestReset.mutateAsync(checked.data.email);
      setResult({ ok: true, text: accountText(accountMessages.resetSent, t) });
      cooldown.start();
    } catch (error) {
      const problem = describeAuthError(error, t, accountMessages.resetFailed);
      if (problem.field === 'email') {
        setErrors({ email: [problem.message] });
        focusInvalid();
      } else if (problem.code === 'USER_NOT_FOUND') {
        setResult({ ok: false, text: accountText(accountMessages.resetNoAccount, t) });
      } else setResult({ ok: false, text: problem.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="reset-heading" className="flex flex-col gap-4">
      <h2 id="reset-heading" tabIndex={-1} className="text-xl font-bold outline-none">
        {t('account.resetPassword')}
      </h2>
      <p className="text-sm text-muted">{t('account.resetIntro')}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          errors={errors.email}
          required
        />
        <TextField
          label={t('account.reenterEmail')}
          type="email"
          name="confirmEmail"
          autoComplete="email"
          value={confirmEmail}
          onChange={(event) => setConfirmEmail(event.target.value)}
          errors={errors.confirmEmail}
          required
        />
        {result ? <Banner tone={result.ok ? 'success' : 'danger'}>{result.text}</Banner> : null}
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel={t('account.sending')}
          disabled={cooldown.remaining > 0}
          className={buttonStyles.primary}
        >
          {cooldown.remaining > 0
            ? t('account.waitSeconds', { seconds: cooldown.remaining })
            : t('account.sendReset')}
        </BusyButton>
      </form>
      <button type="button" onClick={onBack} className={`${buttonStyles.ghost} self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('account.backToLogin')}
      </button>
    </section>
  );
}
