import { type TitleType, titleInLanguageEndpoint } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The title's name and overview in the visitor's language, with its original and English names;
 * nothing is asked in English (the title is English already). Until it answers, or when it
 * fails, the page keeps the English title.
 */
export function useTitleInLanguage(ref: { type: TitleType; id: number }) {
  const lang = useLocale();
  const query = useQuery({
    queryKey: queryKeys.titleInLanguage(ref.type, ref.id, lang),
    queryFn: ({ signal }) =>
      callApi(titleInLanguageEndpoint, { params: { type: ref.type, id: ref.id }, query: { lang }, signal }),
    enabled: lang !== 'en',
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  return lang === 'en' ? undefined : query.data;
}
