import { DEFAULT_COUNTRY, signInSchema, signUpSchema } from '@reelatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import type { VisitorCountry } from '../../lib/visitor-country.ts';
import { type AuthUser, authClient } from './auth-client.ts';
import { describeAuthError } from './describe-auth-error.ts';
import { type FieldErrorMap, fieldErrors, serverFieldErrors } from './form-errors.ts';
import { accountText } from './known-texts.ts';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { useFocusInvalid } from './use-focus-invalid.ts';

export type AuthMode = 'signIn' | 'signUp';

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Shared with the reset form, so the address typed once is kept. */
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onSignedIn: (user: AuthUser) => Promise<void>;
  onSignedUp: (user: AuthUser) => Promise<void>;
  /** The server refused an unverified sign-in: offer to resend the mail. */
  onUnverified: (email: string) => void;
  /** The country to preselect: the app's guess of the visitor's; SE (the stored default) without one. */
  suggestedCountry?: VisitorCountry | null;
}

/**
 * Sign in ('Welcome Back') and sign up ('Create Account') in one form (docs/product-rules.md#accounts). Checked with
 * the contracts' schemas first; the server's answer is shown at its field or above the button.
 * Nothing typed is cleared on failure.
 */
export function AuthForm(props: AuthFormProps) {
  const { mode, email } = props;
  const t = useT();
  const show = (text: string) => accountText(text, t);
  const signInCall = useMutation({ mutationFn: authClient.signIn });
  const signUpCall = useMutation({ mutationFn: authClient.signUp });
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const suggested = props.suggestedCountry ?? null;
  const [country, setCountry] = useState<string>(() => suggested?.code ?? DEFAULT_COUNTRY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusInvalid } = useFocusInvalid();
  const signUp = mode === 'signUp';

  const switchMode = (next: AuthMode) => {
    setErrors({});
    setFormError(null);
    props.onModeChange(next);
  };

  /** Checks the fields; answers the call to make, or null after showing what is wrong. */
  const check = (): (() => Promise<void>) | null => {
    if (signUp) {
      const checked = signUpSchema.safeParse({ email, password, username, country, acceptTerms });
      if (!checked.success) {
        setErrors(fieldErrors(checked.error, show));
        return null;
      }
      const data = checked.data;
      return async () => {
        const body = { email: data.email, password: data.password, country: data.country };
        const user = await signUpCall.mutateAsync({ ...body, name: data.username, username: data.username });
        setPassword('');
        await props.onSignedUp(user);
      };
    }
    const checked = signInSchema.safeParse({ email, password });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, show));
      return null;
    }
    const data = checked.data;
    return async () => props.onSignedIn(await signInCall.mutateAsync(data));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const action = check();
    if (!action) {
      focusInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const problem = describeAuthError(error, t);
      if (problem.code === 'EMAIL_NOT_VERIFIED') props.onUnverified(email.trim());
      if (problem.fields) {
        setErrors(serverFieldErrors(problem.fields, { name: 'username' }));
        focusInvalid();
      } else if (problem.field) {
        setErrors({ [problem.field]: [problem.message] });
        focusInvalid();
      } else setFormError(problem.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="auth-heading" className="flex flex-col gap-4">
      <h2 id="auth-heading" tabIndex={-1} className="text-xl font-bold outline-none">
        {signUp ? t('account.createAccount') : t('account.welcomeBack')}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete={signUp ? 'email' : 'username'}
          value={email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          errors={errors.email}
          required
        />
        <TextField
          label={t('account.password')}
          type="password"
          name="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={errors.password}
          required
        />
        {signUp ? (
          <>
            <TextField
              label={t('account.username')}
              name="username"
              autoComplete="nickname"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              errors={errors.username}
              required
            />
            <CountrySelect
              value={country}
              onChange={setCountry}
              errors={errors.country}
              hint={
                suggested?.source === 'browser' && country === suggested.code
                  ? t('account.countrySuggested')
                  : undefined
              }
            />
            <TermsCheckbox checked={acceptTerms} onChange={setAcceptTerms} errors={errors.acceptTerms} />
          </>
        ) : (
          <button
            type="button"
            onClick={props.onForgotPassword}
            className="self-start text-sm text-link underline underline-offset-2"
          >
            {t('account.forgotPassword')}
          </button>
        )}
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel={signUp ? t('account.creatingAccount') : t('account.signingIn')}
          className={buttonStyles.primary}
        >
          {signUp ? t('account.signUp') : t('account.signIn')}
        </BusyButton>
      </form>
      <p className="text-sm text-muted">
        {signUp ? t('account.haveAccount') : t('account.newHere')}{' '}
        <button
          type="button"
          onClick={() => switchMode(signUp ? 'signIn' : 'signUp')}
          className="font-semibold text-link underline underline-offset-2"
        >
          {signUp ? t('account.signInInstead') : t('account.createAnAccount')}
        </button>
      </p>
    </section>
  );
}
