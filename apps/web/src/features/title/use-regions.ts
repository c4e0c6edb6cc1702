import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The countries the catalog covers: they change with TMDb's list, rarely; an hour is fresh enough. */
export const regionsQueryOptions = queryOptions({
  queryKey: ['regions'],
  queryFn: ({ signal }) => api.regions(signal),
  staleTime: 60 * 60 * 1000,
  // Only an extra: without it the title page shows what it always showed.
  retry: false,
});

export function useRegions() {
  return useQuery(regionsQueryOptions).data;
}
