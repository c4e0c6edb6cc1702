import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Deployment settings (bot check, VPN link, demo flag): fixed for the life of the page. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.config(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
