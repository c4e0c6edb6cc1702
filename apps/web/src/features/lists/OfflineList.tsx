import { type ListName, listResponseSchema } from '@reelatlas/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { OfflineNothingKept } from '../../components/OfflineNothingKept.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PosterGrid } from '../../components/PosterGrid.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { keptList } from '../../lib/offline-copies.ts';
import { offlineAsOf } from '../../lib/offline-text.ts';
import { OfflinePlanner } from '../planner/index.ts';

/**
 * A list read offline from the copy kept when it was last loaded: no removing (a change needs the
 * server), and a poster opens the title's page, which shows its own kept answer if it has one.
 * The watchlist's planner shows its own last answer below, as online.
 */
export function OfflineList({ list, title }: { list: ListName; title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const kept = useMemo(() => {
    const copy = keptList(list);
    const parsed = copy ? listResponseSchema.safeParse(copy.value) : null;
    return copy && parsed?.success ? { answer: parsed.data, fetchedAt: copy.fetchedAt } : null;
  }, [list]);
  if (!kept) return <OfflineNothingKept title={title} />;
  const items = kept.answer.results.map((entry) => ({
    key: `${entry.type}:${entry.id}`,
    title: entry.title,
    year: entry.year,
    thumbnail: entry.thumbnail,
    entry,
  }));
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={title} />
      <p role="status" className="text-muted" data-testid="offline-notice">
        {offlineAsOf(t, kept.fetchedAt)}
      </p>
      <p data-testid="list-count" className="text-muted">
        {t('lists.count', { count: kept.answer.results.length, limit: kept.answer.limit })}
      </p>
      <PosterGrid items={items} onOpen={(item) => navigate(`/movie?id=${item.key}`)} />
      {list === 'watchlist' && items.length > 0 ? <OfflinePlanner /> : null}
    </div>
  );
}
