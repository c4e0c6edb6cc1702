import {
  type Locale,
  numericIdOrUndefined,
  type Quota,
  SOURCE_LOCALE,
  type TitleChangesResponse,
} from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { lazyEndpoints } from '../../lib/load-answer-checks.ts';
import { savePendingMovie } from '../../lib/pending-movie.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { takeBotCheckToken } from '../botcheck/index.ts';
import { configQueryOptions } from '../config/index.ts';
import { useUpgradeOverlay } from '../upgrade/index.ts';
import { saveLastViewed, titleState } from './last-viewed.ts';
import { describeSearchError, type SearchProblem } from './search-errors.ts';
import { noticeAfterTitlePage } from './search-notice.ts';
import { buildSearchRequest, type SearchTarget, titlePath } from './search-target.ts';

export interface SearchOptions {
  /** The `?movie=` search run on page load. */
  auto?: boolean;
  /** Started from a top-rated poster (docs/product-rules.md#search-answers). */
  isTrending?: boolean;
  /**
   * Only if it costs nothing (Pro or Trial, or a title opened today): the title page opened
   * from a link asks this way before offering a counted search. The server's "not free" (a
   * search to spend, or none left) is returned to the caller, which shows it in the page.
   */
  freeOnly?: boolean;
  /** Replace the history entry (the title page opening its own title) instead of adding one. */
  replace?: boolean;
}

/** How a search ended: the title opened, or why not (`busy`: another search was running). */
export type SearchOutcome = 'opened' | 'not_free' | 'limit' | 'failed' | 'busy';

/**
 * The search flow: fresh bot-check token → POST /api/search → title page. The server decides
 * every limit (a title opened today reopens free even at the limit), so the browser asks rather
 * than refusing on its own count. Failures become a SearchProblem; the typed query lives with
 * the caller, so it is never lost.
 */
export function useSearch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open: openOverlay } = useUpgradeOverlay();
  const lang = useLocale();
  // The whole step that ends in the counted call: the config (usually cached), a fresh token, the search.
  const { mutateAsync: runSearch, isPending: searching } = useMutation({
    mutationFn: async ({
      target,
      options,
      lang,
    }: {
      target: SearchTarget;
      options: SearchOptions;
      lang: Locale;
    }) => {
      const config = await queryClient.fetchQuery(configQueryOptions);
      const token = await takeBotCheckToken(config.botCheck);
      const request = buildSearchRequest(target, token, options);
      return callApi(lazyEndpoints.search, {
        body: lang === SOURCE_LOCALE ? request : { ...request, lang },
      });
    },
  });
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const inFlight = useRef(false);

  const search = useCallback(
    async (target: SearchTarget, options: SearchOptions = {}): Promise<SearchOutcome> => {
      if (inFlight.current) return 'busy';
      setProblem(null);
      inFlight.current = true;
      try {
        const answer = await runSearch({ target, options, lang });
        // The answer's quota is the server's count after this search: no need to ask again.
        queryClient.setQueryData<Quota>(queryKeys.quota, answer.quota);
        // Asked free-only and not free: nothing was counted, and the caller shows why in its page.
        if ('notFree' in answer) return answer.notFree === 'limit_reached' ? 'limit' : 'not_free';
        const { quota, changes, named, ...movie } = answer;
        // So are the title's recent changes: the title page shows them without asking.
        if (changes) {
          queryClient.setQueryData<TitleChangesResponse>(queryKeys.titleChanges(movie.type, movie.id), {
            changes,
          });
        }
        // And its name in the visitor's language: the title page's first paint shows it.
        if (named) queryClient.setQueryData(queryKeys.titleInLanguage(movie.type, movie.id, lang), named);
        saveLastViewed(movie);
        // The count, once the title page the visitor asked for is on screen.
        noticeAfterTitlePage(quota, movie);
        navigate(titlePath(movie), { state: titleState(movie), replace: options.replace });
        return 'opened';
      } catch (error) {
        const described = describeSearchError(error, { auto: options.auto });
        // The server is the authority: whatever happened, show its count.
        void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
        if (described.kind === 'limit') {
          // The title asked for: signing in from the upsell comes back to it.
          const id = numericIdOrUndefined(target.id);
          const returnTo = id !== undefined && target.type ? titlePath({ id, type: target.type }) : undefined;
          if (!options.freeOnly) openOverlay({ returnTo });
          return 'limit';
        }
        if (described.kind === 'login') {
          savePendingMovie(target);
          // The session ended on the server: show the sign-in form, not the old user.
          queryClient.setQueryData(queryKeys.session, null);
          navigate('/login');
        } else setProblem(described);
        return 'failed';
      } finally {
        inFlight.current = false;
      }
    },
    [queryClient, navigate, openOverlay, runSearch, lang],
  );

  const clearProblem = useCallback(() => setProblem(null), []);

  return { search, searching, problem, clearProblem };
}
