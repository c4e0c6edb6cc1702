import { SUBSCRIPTION_CHECK_INTERVAL_MS } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../account/index.ts';
import { billingApi } from './billing-api.ts';

/**
 * The subscription is checked at most once per 60 s — when the tab comes back into
 * view. A plan that changed meanwhile (a webhook, another tab) re-reads the user record.
 */
export function useSubscriptionCheck(): void {
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  // A POST, so it goes the way of every write, though it only reads.
  const { mutateAsync: checkSubscription } = useMutation({ mutationFn: billingApi.checkSubscription });
  const lastCheck = useRef(0);
  const plan = me?.plan;

  useEffect(() => {
    if (!plan) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - lastCheck.current < SUBSCRIPTION_CHECK_INTERVAL_MS) return;
      lastCheck.current = now;
      checkSubscription()
        .then((status) => {
          if (status.plan !== plan) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        })
        // Any failure means Free for display; the session query stays the truth here.
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [plan, queryClient, checkSubscription]);
}
