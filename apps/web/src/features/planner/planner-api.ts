import { plannerCountryEndpoint, plannerEndpoint } from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { keepPlanner } from '../../lib/offline-copies.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const plannerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.planner(userId),
    queryFn: async ({ signal }) => {
      const answer = await callApi(plannerEndpoint, { signal });
      // Readable offline, with its date (docs/product-rules.md#offline).
      keepPlanner(answer);
      return answer;
    },
    staleTime: 30_000,
  });

export const plannerCountryQueryOptions = (userId: string, country: string) =>
  queryOptions({
    queryKey: queryKeys.plannerCountry(userId, country),
    queryFn: ({ signal }) => callApi(plannerCountryEndpoint, { params: { country }, signal }),
    staleTime: 30_000,
  });
