import { type MyServices, myServicesSchema } from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';

/** A signed-in user's choice as the server keeps it. */
export const accountServicesQueryOptions = queryOptions({
  queryKey: ['me', 'services'],
  queryFn: ({ signal }) => request('/api/me/services', myServicesSchema, { signal }),
});

export function saveAccountServices(choice: MyServices): Promise<MyServices> {
  return request('/api/me/services', myServicesSchema, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(choice),
  });
}
