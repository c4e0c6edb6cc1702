import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { lazyEndpoints } from '../../lib/load-answer-checks.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Today's searches from the server: read on load and on focus; each search's answer carries the
 * new count (use-search.ts), which is not asked again by the title page it opens (a request and
 * a render while its first rows paint).
 */
export function useQuota() {
  return useQuery({
    queryKey: queryKeys.quota,
    queryFn: ({ signal }) => callApi(lazyEndpoints.quota, { signal }),
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
  });
}
