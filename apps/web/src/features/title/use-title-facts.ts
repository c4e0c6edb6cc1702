import { SOURCE_LOCALE, type TitleType, titleFactsEndpoint } from '@reelatlas/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * A title's facts (never where it streams), for a title page opened from a link. Asked in the
 * visitor's language, they bring the title's name and overview in it: kept as the answer of
 * useTitleInLanguage, so the page shows that name from its first paint, with no second request.
 */
export function useTitleFacts(ref: { type: TitleType; id: number }) {
  const lang = useLocale();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.titleFacts(ref.type, ref.id),
    queryFn: async ({ signal }) => {
      const { named, ...facts } = await callApi(titleFactsEndpoint, {
        params: { type: ref.type, id: ref.id },
        query: { lang: lang === SOURCE_LOCALE ? undefined : lang },
        signal,
      });
      if (named) queryClient.setQueryData(queryKeys.titleInLanguage(ref.type, ref.id, lang), named);
      return facts;
    },
    staleTime: 5 * 60 * 1000,
    // An id the catalog does not hold will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
