import type { Me } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { applyLogoutCountRule } from '../quota/index.ts';
import { authClient } from './auth-client.ts';
import { hasProAccess, writeSessionMirror } from './session-mirror.ts';

/** Signs out on the server, then forgets the session here and re-reads the (anonymous) quota. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const t = useT();
  const { mutateAsync: signOutOnServer } = useMutation({ mutationFn: authClient.signOut });
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async (): Promise<boolean> => {
    setSigningOut(true);
    try {
      await signOutOnServer();
    } catch {
      notify.error(t('account.signOutFailed'));
      // Whatever failed, show the truth: still signed in or not.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      setSigningOut(false);
      return false;
    }
    const me = queryClient.getQueryData<Me | null>(queryKeys.session) ?? null;
    applyLogoutCountRule(hasProAccess(me));
    queryClient.setQueryData(queryKeys.session, null);
    writeSessionMirror(null);
    await queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    setSigningOut(false);
    return true;
  }, [queryClient, signOutOnServer, t]);

  return { signOut, signingOut };
}
