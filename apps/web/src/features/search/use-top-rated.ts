import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Top-rated titles for the home grid (8) and /most-searched (20). */
export function useTopRated(limit: number) {
  return useQuery({
    queryKey: ['top-rated', limit],
    queryFn: ({ signal }) => api.topRated(limit, signal),
    staleTime: 10 * 60_000,
  });
}
