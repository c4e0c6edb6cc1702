import { accountMessages, newPasswordSchema } from '@reelatlas/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { authClient } from './auth-client.ts';
import { AuthError } from './auth-error.ts';
import { describeAuthError } from './describe-auth-error.ts';
import { type FieldErrorMap, serverFieldErrors } from './form-errors.ts';
import { accountText } from './known-texts.ts';
import { loginNotice, loginNotices } from './login-notice.ts';
import { ResetLinkProblem } from './ResetLinkProblem.tsx';
import { useFocusInvalid } from './use-focus-invalid.ts';

const expiredCodes = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/**
 * `mode=resetPassword` (docs/product-rules.md#accounts): the link's code is checked first (without spending it), so
 * a used or expired link says so before anything is typed; then the new password twice, then
 * /login with a confirmation.
 */
export function ResetPasswordAction({ code }: { code: string }) {
  const navigate = useNavigate();
  const t = useT();
  const link = useQuery({
    queryKey: queryKeys.resetLink(code),
    queryFn: async () => {
      try {
        return await authClient.checkResetLink(code);
      } catch (error) {
        // A code the server refuses to even look up (malformed) is no usable link either.
        if (error instanceof AuthError && error.status === 400) return { valid: false };
        throw error;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const reset = useMutation({ mutationFn: authClient.resetPassword });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const { formRef, focusInvalid } = useFocusInvalid();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = newPasswordSchema.safeParse(password);
    const found: FieldErrorMap = {};
    if (!checked.success)
      found.password = [...new Set(checked.error.issues.map((issue) => accountText(issue.message, t)))];
    if (password && password !== confirm)
      found.confirm = [accountText(accountMessages.passwordsDoNotMatch, t)];
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await reset.mutateAsync({ newPassword: password, token: code });
      navigate('/login', { replace: true, ...loginNotice(loginNotices.passwordReset) });
    } catch (error) {
      const problem = describeAuthError(error, t);
      if (problem.code && expiredCodes.has(problem.code)) setExpired(true);
      else if (problem.fields) {
        setErrors(serverFieldErrors(problem.fields, { newPassword: 'password' }));
        focusInvalid();
      } else if (problem.field === 'password') {
        setErrors({ password: [problem.message] });
        focusInvalid();
      } else setFormError(problem.message);
      setBusy(false);
    }
  };

  if (link.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('account.checkingLink')}
      </p>
    );
  }
  if (link.isError) {
    const message = describeAuthError(link.error, t).message;
    return <ErrorState message={message} onRetry={() => void link.refetch()} />;
  }
  if (expired || !link.data.valid) return <ResetLinkProblem />;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('account.chooseNewPassword')}</p>
      <TextField
        label={t('account.newPassword')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors.password}
        required
      />
      <TextField
        label={t('account.confirmNewPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        errors={errors.confirm}
        required
      />
      {formError ? (
        <p role="alert" className="rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <BusyButton type="submit" busy={busy} busyLabel={t('account.saving')} className={buttonStyles.primary}>
        {t('account.resetPassword')}
      </BusyButton>
    </form>
  );
}
