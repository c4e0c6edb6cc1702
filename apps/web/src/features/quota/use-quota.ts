import { quotaEndpoint } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Today's searches from the server, re-read on load, on focus and after each search. */
export function useQuota() {
  return useQuery({
    queryKey: queryKeys.quota,
    queryFn: ({ signal }) => callApi(quotaEndpoint, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
