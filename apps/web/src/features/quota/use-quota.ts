import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const quotaQueryKey = ['quota'] as const;

/** Today's searches from the server, re-read on load, on focus and after each search. */
export function useQuota() {
  return useQuery({
    queryKey: quotaQueryKey,
    queryFn: ({ signal }) => api.quota(signal),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
