import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { lazyEndpoints } from '../../lib/load-answer-checks.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Top-rated titles for the home grid (8) and /most-searched (20). */
export function useTopRated(limit: number) {
  return useQuery({
    queryKey: queryKeys.topRated(limit),
    queryFn: async ({ signal }) =>
      (await callApi(lazyEndpoints.topRated, { query: { limit }, signal })).results,
    staleTime: 10 * 60_000,
  });
}
