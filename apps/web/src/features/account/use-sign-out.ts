import type { Me } from '@reelatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { applyLogoutCountRule, quotaQueryKey } from '../quota/index.ts';
import { authClient } from './auth-client.ts';
import { authTexts } from './auth-texts.ts';
import { hasProAccess, writeSessionMirror } from './session-mirror.ts';
import { sessionQueryKey } from './use-session.ts';

/** Signs out on the server, then forgets the session here and re-reads the (anonymous) quota. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async (): Promise<boolean> => {
    setSigningOut(true);
    try {
      await authClient.signOut();
    } catch {
      notify.error(authTexts.signOutFailed);
      // Whatever failed, show the truth: still signed in or not.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      setSigningOut(false);
      return false;
    }
    const me = queryClient.getQueryData<Me | null>(sessionQueryKey) ?? null;
    applyLogoutCountRule(hasProAccess(me));
    queryClient.setQueryData(sessionQueryKey, null);
    writeSessionMirror(null);
    await queryClient.invalidateQueries({ queryKey: quotaQueryKey });
    setSigningOut(false);
    return true;
  }, [queryClient]);

  return { signOut, signingOut };
}
