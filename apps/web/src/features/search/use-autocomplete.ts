import { AUTOCOMPLETE_MIN_CHARS } from '@reelatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { lazyEndpoints } from '../../lib/load-answer-checks.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

/**
 * Suggestions for the typed text, from 2 characters on (docs/product-rules.md#constants), debounced. None are asked for
 * while a search runs (`paused`): the picked title fills the box, and its suggestions would
 * arrive while the title page renders.
 */
export function useAutocomplete(text: string, { paused = false }: { paused?: boolean } = {}) {
  const term = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = term.length >= AUTOCOMPLETE_MIN_CHARS && !paused;
  // Titles are named in the visitor's language where the catalog knows how (the server decides).
  const lang = useLocale();
  const query = useQuery({
    queryKey: queryKeys.autocomplete(term.toLowerCase(), lang),
    queryFn: ({ signal }) =>
      callApi(lazyEndpoints.autocomplete, {
        query: lang === 'en' ? { q: term } : { q: term, lang },
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
    // Keeps the last list on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const settled = term === text.trim();
  return {
    enabled,
    items: enabled ? (query.data ?? []) : [],
    /** True while the typed text has no answer of its own yet. */
    loading: enabled && (!settled || query.isPlaceholderData || query.isPending),
    isError: enabled && query.isError && !query.isFetching,
    /**
     * The server's words when it asks to slow down (its autocompletes are all busy, or this
     * network typed too much); null for any other failure, which the box words itself.
     */
    errorText: query.error instanceof ApiError && query.error.status === 429 ? query.error.message : null,
    retry: () => void query.refetch(),
  };
}
