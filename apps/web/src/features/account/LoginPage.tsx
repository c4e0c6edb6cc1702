import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { VisitorCountry } from '../../lib/visitor-country.ts';
import { AuthForm, type AuthMode } from './AuthForm.tsx';
import type { AuthUser } from './auth-client.ts';
import { GoogleButton } from './GoogleButton.tsx';
import { googleErrorText } from './google-return.ts';
import { noticeFromState } from './login-notice.ts';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { SignedInPanel } from './SignedInPanel.tsx';
import { useContinue } from './use-continue.ts';
import { useSession } from './use-session.ts';
import { VerifyEmailBanner } from './VerifyEmailBanner.tsx';

type View = 'auth' | 'reset';

/**
 * /login (docs/product-rules.md#accounts): sign in, sign up, or ask for a reset mail. A sign-up answers
 * "check your inbox" whether or not the address was taken (docs/product-rules.md#accounts), opens no session, and
 * leaves the sign-in form ready; an unverified sign-in stays signed in with the yellow verify
 * banner; a verified sign-in goes on to the pending search or home.
 */
export function LoginPage({
  suggestedCountry = null,
}: {
  /** Sign-up's country to start on: the app's guess of the visitor's country (else SE). */
  suggestedCountry?: VisitorCountry | null;
} = {}) {
  const location = useLocation();
  const t = useT();
  const queryClient = useQueryClient();
  const continueOn = useContinue();
  const { data: me, isPending } = useSession();
  const [view, setView] = useState<View>('auth');
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: 'status' | View } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const notice = noticeFromState(location.state);
  const [search] = useSearchParams();
  const googleError = googleErrorText(search.get('error'), t);

  // After a view change or a sign-up, focus follows what replaced the control the user pressed.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'status') statusRef.current?.focus();
    else document.getElementById(`${focusRequest.target}-heading`)?.focus();
  }, [focusRequest]);

  const refreshSession = () => queryClient.invalidateQueries({ queryKey: queryKeys.session });

  const onSignedIn = async (user: AuthUser) => {
    await refreshSession();
    if (user.emailVerified) continueOn();
    else setFocusRequest({ target: 'status' });
  };

  // Google vouches for the e-mail: go on to the pending search, as after a verified sign-in.
  const onGoogleSignedIn = async () => {
    await refreshSession();
    continueOn();
  };

  const onSignedUp = async (user: AuthUser) => {
    setSentTo(user.email);
    setUnverifiedEmail(user.email);
    setMode('signIn');
    setFocusRequest({ target: 'status' });
  };

  const switchView = (next: View) => {
    setView(next);
    setFocusRequest({ target: next });
  };

  const verifyFor = me ? (me.emailVerified ? null : me.email) : unverifiedEmail;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <PageHeading title={t('account.pageTitle')} />
      <div ref={statusRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
        {notice ? <Banner tone="success">{t(notice)}</Banner> : null}
        {googleError && !me ? <Banner tone="danger">{googleError}</Banner> : null}
        {sentTo && !me ? (
          // One banner after a sign-up: the account is made, the mail is sent, resend from here.
          <VerifyEmailBanner
            key={sentTo}
            email={sentTo}
            created={t('account.signUpSent', { email: sentTo })}
          />
        ) : verifyFor ? (
          <VerifyEmailBanner key={verifyFor} email={verifyFor} />
        ) : null}
      </div>
      {isPending ? (
        <div aria-busy="true" className="h-72 animate-pulse rounded-xl bg-surface-2" />
      ) : me ? (
        <SignedInPanel me={me} onContinue={continueOn} />
      ) : (
        <div className="flex flex-col gap-6 rounded-xl border border-border bg-surface p-6">
          {view === 'reset' ? (
            <ResetRequestForm email={email} onEmailChange={setEmail} onBack={() => switchView('auth')} />
          ) : (
            <>
              <AuthForm
                mode={mode}
                onModeChange={setMode}
                email={email}
                onEmailChange={setEmail}
                onForgotPassword={() => switchView('reset')}
                onSignedIn={onSignedIn}
                onSignedUp={onSignedUp}
                onUnverified={setUnverifiedEmail}
                suggestedCountry={suggestedCountry}
              />
              <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
                <span className="h-px flex-1 bg-border" />
                {t('account.or')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <GoogleButton onSignedIn={onGoogleSignedIn} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
