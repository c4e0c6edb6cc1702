import { type TitleType, titleFactsEndpoint } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** A title's facts (never where it streams), for a title page opened from a link. */
export function useTitleFacts(ref: { type: TitleType; id: number }) {
  return useQuery({
    queryKey: queryKeys.titleFacts(ref.type, ref.id),
    queryFn: ({ signal }) => callApi(titleFactsEndpoint, { params: { type: ref.type, id: ref.id }, signal }),
    staleTime: 5 * 60 * 1000,
    // An id the catalog does not hold will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
