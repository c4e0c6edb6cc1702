import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../lib/query-keys.ts';
import { hasProAccess, sessionQueryOptions } from '../account/index.ts';
import { takePortalVisit } from './portal-marker.ts';

/**
 * Back from the billing portal (docs/product-rules.md#billing), the user data is refreshed; when the
 * subscription now has an end date (cancelled), the user goes to /subscription-cancelled.
 */
export function usePortalReturn(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!takePortalVisit()) return;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
      const me = await queryClient.fetchQuery(sessionQueryOptions);
      if (me?.subscriptionEndDate && hasProAccess(me)) await navigate('/subscription-cancelled');
    })();
  }, [queryClient, navigate]);
}
