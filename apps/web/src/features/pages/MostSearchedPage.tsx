import { type TitleSummary, TOP_RATED_PAGE_COUNT } from '@reelatlas/contracts';
import { useCallback } from 'react';
import { DemoNote } from '../../components/DemoNote.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDemoCatalog } from '../config/index.ts';
import { SearchProblemAlert, TopRatedGrid, useSearch } from '../search/index.ts';

/** /most-searched: the top 20 titles (docs/product-rules.md#pages). Opening one runs a counted search, as on home. */
export function MostSearchedPage() {
  const t = useT();
  const demoCatalog = useDemoCatalog();
  const { search, searching, problem, clearProblem } = useSearch();
  const open = useCallback((item: TitleSummary) => void search(item, { isTrending: true }), [search]);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('pages.mostSearched.heading')} />
      {problem?.kind === 'message' ? <SearchProblemAlert problem={problem} onReset={clearProblem} /> : null}
      {demoCatalog ? <DemoNote /> : null}
      <TopRatedGrid limit={TOP_RATED_PAGE_COUNT} onOpen={open} busy={searching} />
    </div>
  );
}
