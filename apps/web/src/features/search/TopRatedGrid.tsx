import type { TitleSummary } from '@reelatlas/contracts';
import { useMemo } from 'react';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PosterGrid, type PosterItem } from '../../components/PosterGrid.tsx';
import { PosterGridSkeleton } from '../../components/PosterGridSkeleton.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useTopRated } from './use-top-rated.ts';

type TitleItem = PosterItem & { summary: TitleSummary };

interface TopRatedGridProps {
  limit: number;
  onOpen: (title: TitleSummary) => void;
  busy: boolean;
}

/** Top-rated titles as a poster grid; opening one runs a (counted) search for it. */
export function TopRatedGrid({ limit, onOpen, busy }: TopRatedGridProps) {
  const t = useT();
  const { data, isPending, isError, refetch } = useTopRated(limit);
  const items = useMemo<TitleItem[]>(
    () =>
      (data ?? []).map((summary) => ({
        key: `${summary.type}:${summary.id}`,
        title: summary.title,
        year: summary.year,
        thumbnail: summary.thumbnail,
        summary,
      })),
    [data],
  );
  if (isPending) return <PosterGridSkeleton count={limit} />;
  if (isError) return <ErrorState message={t('search.topRatedFailed')} onRetry={() => void refetch()} />;
  return (
    <PosterGrid
      items={items}
      onOpen={(item) => onOpen(item.summary)}
      busy={busy}
      emptyMessage={t('search.topRatedEmpty')}
    />
  );
}
