import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { storageKeys } from '../../lib/storage.ts';
import { writePlanFallback, writeSessionMirror } from './session-mirror.ts';
import { useSession } from './use-session.ts';

/**
 * Mounted once in the shell: mirrors the session to localStorage, re-reads the quota whenever the
 * signed-in user changes (sign-in, sign-out, another tab), and follows sign-ins in other tabs.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const { data, isSuccess, isError } = useSession();
  /** `undefined` until the first answer, so the initial load does not count as a change. */
  const lastUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!isSuccess) return;
    writeSessionMirror(data);
    const userId = data?.id ?? null;
    if (lastUserId.current !== undefined && lastUserId.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    }
    lastUserId.current = userId;
  }, [isSuccess, data, queryClient]);

  useEffect(() => {
    if (isError) writePlanFallback();
  }, [isError]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.userLoggedIn || event.key === null) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
