import { type Quota, searchEndpoint } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { takeBotCheckToken } from '../botcheck/index.ts';
import { configQueryOptions } from '../config/index.ts';
import { formatSearchesLeft, hasSearchesLeft } from '../quota/index.ts';
import { useUpgradeOverlay } from '../upgrade/index.ts';
import { saveLastViewed, savePendingMovie } from './last-viewed.ts';
import { describeSearchError, type SearchProblem } from './search-errors.ts';
import { noticeAfterTitlePage } from './search-notice.ts';
import { buildSearchRequest, type SearchTarget, titlePath } from './search-target.ts';

export interface SearchOptions {
  /** The `?movie=` search run on page load. */
  auto?: boolean;
  /** Started from a top-rated poster (docs/product-rules.md#search-answers). */
  isTrending?: boolean;
}

/**
 * The search flow: client-side limit check → fresh bot-check token → POST /api/search →
 * title page. Failures become a SearchProblem; the typed query lives with the caller, so it is
 * never lost.
 */
export function useSearch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open: openOverlay } = useUpgradeOverlay();
  // The whole step that ends in the counted call: the config (usually cached), a fresh token, the search.
  const { mutateAsync: runSearch, isPending: searching } = useMutation({
    mutationFn: async ({ target, options }: { target: SearchTarget; options: SearchOptions }) => {
      const config = await queryClient.fetchQuery(configQueryOptions);
      const token = await takeBotCheckToken(config.botCheck);
      return callApi(searchEndpoint, { body: buildSearchRequest(target, token, options) });
    },
  });
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const inFlight = useRef(false);

  const search = useCallback(
    async (target: SearchTarget, options: SearchOptions = {}): Promise<void> => {
      if (inFlight.current) return;
      setProblem(null);
      const known = queryClient.getQueryData<Quota>(queryKeys.quota);
      if (known && !hasSearchesLeft(known)) {
        // Blocked client-side once the allowance is used (the server blocks it anyway).
        openOverlay();
        return;
      }
      inFlight.current = true;
      try {
        const { quota, ...movie } = await runSearch({ target, options });
        // The answer's quota is the server's count after this search: no need to ask again.
        queryClient.setQueryData(queryKeys.quota, quota);
        saveLastViewed(movie);
        // The count, once the title page the visitor asked for is on screen.
        noticeAfterTitlePage(formatSearchesLeft(quota));
        navigate(titlePath(movie), { state: { movie } });
      } catch (error) {
        const described = describeSearchError(error, { auto: options.auto });
        if (described.kind === 'limit') openOverlay();
        else if (described.kind === 'login') {
          savePendingMovie(target);
          // The session ended on the server: show the sign-in form, not the old user.
          queryClient.setQueryData(queryKeys.session, null);
          navigate('/login');
        } else setProblem(described);
        // The server is the authority: whatever happened, show its count.
        void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
      } finally {
        inFlight.current = false;
      }
    },
    [queryClient, navigate, openOverlay, runSearch],
  );

  const clearProblem = useCallback(() => setProblem(null), []);

  return { search, searching, problem, clearProblem };
}
