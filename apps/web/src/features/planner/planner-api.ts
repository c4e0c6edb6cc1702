import { plannerCountryEndpoint, plannerEndpoint } from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const plannerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.planner(userId),
    queryFn: ({ signal }) => callApi(plannerEndpoint, { signal }),
    staleTime: 30_000,
  });

export const plannerCountryQueryOptions = (userId: string, country: string) =>
  queryOptions({
    queryKey: queryKeys.plannerCountry(userId, country),
    queryFn: ({ signal }) => callApi(plannerCountryEndpoint, { params: { country }, signal }),
    staleTime: 30_000,
  });
