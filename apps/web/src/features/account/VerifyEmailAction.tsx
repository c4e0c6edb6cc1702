import { accountMessages } from '@reelatlas/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { ActionProblem } from './ActionProblem.tsx';
import { VERIFIED_REDIRECT_MS } from './account-constants.ts';
import { authClient } from './auth-client.ts';
import { AuthError } from './auth-error.ts';
import { accountText } from './known-texts.ts';
import { loginNotice, loginNotices } from './login-notice.ts';

/**
 * `mode=verifyEmail`: applies the code once (a query, so a re-render or StrictMode does not call
 * it twice), says so, and goes to /login after 2 s (docs/product-rules.md#accounts).
 */
export function VerifyEmailAction({ code }: { code: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const verification = useQuery({
    queryKey: queryKeys.verifyEmail(code),
    queryFn: () => authClient.verifyEmail(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (!verification.isSuccess) return;
    // A signed-in user in this browser is verified now: the yellow banner goes away.
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true, ...loginNotice(loginNotices.emailVerified) }),
      VERIFIED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [verification.isSuccess, navigate, queryClient]);

  if (verification.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('account.verifyingEmail')}
      </p>
    );
  }
  if (verification.isError) {
    const { error } = verification;
    if (error instanceof AuthError && error.status === 0) {
      return (
        <ErrorState
          message={accountText(accountMessages.networkError, t)}
          onRetry={() => void verification.refetch()}
        />
      );
    }
    return <ActionProblem message={accountText(accountMessages.linkExpired, t)} />;
  }
  return (
    <Banner tone="success" testId="email-verified">
      {accountText(accountMessages.emailVerified, t)}
    </Banner>
  );
}
