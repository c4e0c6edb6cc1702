import { type MyServices, myServicesEndpoint, saveMyServicesEndpoint } from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** A signed-in user's choice as the server keeps it. */
export const accountServicesQueryOptions = queryOptions({
  queryKey: queryKeys.accountServices,
  queryFn: ({ signal }) => callApi(myServicesEndpoint, { signal }),
});

export function saveAccountServices(choice: MyServices): Promise<MyServices> {
  return callApi(saveMyServicesEndpoint, { body: choice });
}
