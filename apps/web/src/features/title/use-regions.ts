import { regionsEndpoint } from '@reelatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The countries the catalog covers: they change with TMDb's list, rarely; an hour is fresh enough. */
export const regionsQueryOptions = queryOptions({
  queryKey: queryKeys.regions,
  queryFn: async ({ signal }) => (await callApi(regionsEndpoint, { signal })).regions,
  staleTime: 60 * 60 * 1000,
  // Only an extra: without it the title page shows what it always showed.
  retry: false,
});

export function useRegions() {
  return useQuery(regionsQueryOptions).data;
}
