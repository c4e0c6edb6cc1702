import type { TitleSummary } from '@reelatlas/contracts';
import { HOME_TOP_RATED_COUNT } from '@reelatlas/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { DemoNote } from '../../components/DemoNote.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDemoCatalog } from '../config/index.ts';
import { hasSearchesLeft, ResetCountdown, SearchCounter, useQuota } from '../quota/index.ts';
import { UpsellScreen } from '../upgrade/index.ts';
import { HomeLayout } from './HomeLayout.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SearchProblemAlert } from './SearchProblemAlert.tsx';
import { TopRatedGrid } from './TopRatedGrid.tsx';
import { useMovieParamSearch } from './use-movie-param-search.ts';
import { useSearch } from './use-search.ts';
import { useUpgradeStateFlag } from './use-upgrade-state-flag.ts';

/** Home (docs/product-rules.md#pages): search with autocomplete, today's counter, and the top-rated grid. */
export function HomePage() {
  const navigate = useNavigate();
  const demoCatalog = useDemoCatalog();
  const { data: quota } = useQuota();
  const { search, searching, problem, clearProblem } = useSearch();
  const [text, setText] = useState('');
  const t = useT();

  useUpgradeStateFlag();
  useMovieParamSearch(search, setText);

  const pick = useCallback(
    (item: TitleSummary) => {
      setText(item.title);
      void search(item);
    },
    [search],
  );
  const openPoster = useCallback((item: TitleSummary) => void search(item, { isTrending: true }), [search]);

  const limitReached = quota ? !hasSearchesLeft(quota) : false;

  return (
    <HomeLayout>
      <title>{t('home.documentTitle')}</title>

      {limitReached ? (
        // Once the limit is reached the main area becomes the upsell screen.
        <UpsellScreen headingLevel="h2" />
      ) : (
        <>
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-3">
            <SearchBox
              value={text}
              onChange={setText}
              onPick={pick}
              onSubmit={(typed) => void search({ title: typed })}
              searching={searching}
            />
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <SearchCounter />
              <ResetCountdown />
            </div>
            {problem?.kind === 'message' ? (
              <SearchProblemAlert
                problem={problem}
                onReset={() => {
                  clearProblem();
                  setText('');
                  navigate('/');
                }}
              />
            ) : null}
            {demoCatalog ? <DemoNote /> : null}
          </div>

          <section aria-labelledby="top-rated-heading" className="flex flex-col gap-4">
            <h2 id="top-rated-heading" className="text-xl font-bold">
              {t('home.topRated')}
            </h2>
            <TopRatedGrid limit={HOME_TOP_RATED_COUNT} onOpen={openPoster} busy={searching} />
          </section>
        </>
      )}
    </HomeLayout>
  );
}
