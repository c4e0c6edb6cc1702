import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const quotaQueryKey = ['quota'] as const;

/**
 * Today's searches from the server: read on load and on focus; each search's answer carries the
 * new count (use-search.ts), which is not asked again by the title page it opens (a request and
 * a render while its first rows paint).
 */
export function useQuota() {
  return useQuery({
    queryKey: quotaQueryKey,
    queryFn: ({ signal }) => api.quota(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
  });
}
