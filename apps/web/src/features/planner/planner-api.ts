import { plannerCountryResponseSchema, plannerResponseSchema } from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { listQueryKey } from '../lists/index.ts';

/**
 * Under the watchlist's own key, so every change of the list (an add anywhere, a removal here)
 * invalidates the planner too.
 */
const plannerKey = (userId: string) => [...listQueryKey('watchlist', userId), 'planner'];

export const plannerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: plannerKey(userId),
    queryFn: ({ signal }) => request('/api/me/planner', plannerResponseSchema, { signal }),
    staleTime: 30_000,
  });

export const plannerCountryQueryOptions = (userId: string, country: string) =>
  queryOptions({
    queryKey: [...plannerKey(userId), country],
    queryFn: ({ signal }) =>
      request(`/api/me/planner/${encodeURIComponent(country)}`, plannerCountryResponseSchema, { signal }),
    staleTime: 30_000,
  });
