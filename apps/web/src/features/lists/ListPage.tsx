import type { ListEntry, ListName } from '@reelatlas/contracts';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PosterGrid, type PosterItem } from '../../components/PosterGrid.tsx';
import { PosterGridSkeleton } from '../../components/PosterGridSkeleton.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOffline } from '../../lib/use-online.ts';
import { useSession } from '../account/index.ts';
import { WatchlistAlerts } from '../alerts/index.ts';
import { ListLoginPrompt } from '../pages/index.ts';
import { WatchlistPlanner } from '../planner/index.ts';
import { SearchProblemAlert, useSearch } from '../search/index.ts';
import { OfflineList } from './OfflineList.tsx';
import { useList, useRemoveFromList } from './use-lists.ts';

type T = ReturnType<typeof useT>;

/** Each list's texts in the active language (the ids are spelled out so the locale check finds them). */
function pageTexts(list: ListName, t: T) {
  return list === 'watchlist'
    ? {
        title: t('lists.watchlist.title'),
        what: t('lists.watchlist.what'),
        loadFailed: t('lists.watchlist.loadFailed'),
        removed: (title: string) => t('lists.watchlist.removed', { title }),
      }
    : {
        title: t('lists.watched.title'),
        what: t('lists.watched.what'),
        loadFailed: t('lists.watched.loadFailed'),
        removed: (title: string) => t('lists.watched.removed', { title }),
      };
}

const SKELETON_CARDS = 8;

/** /watchlist and /watched (docs/product-rules.md#pages): the signed-in user's list as a poster grid; a log-in prompt otherwise. */
export function ListPage({ list }: { list: ListName }) {
  const t = useT();
  const page = pageTexts(list, t);
  const session = useSession();
  const offline = useOffline();
  // Without a connection the session cannot be asked: the list kept for this browser's user shows
  // (dropped at sign-out, so a signed-out visitor gets none).
  if (offline) return <OfflineList list={list} title={page.title} />;
  if (session.isPending) return <ListSkeleton title={page.title} />;
  if (session.isError) {
    return (
      <ListFrame title={page.title}>
        <ErrorState message={page.loadFailed} onRetry={() => void session.refetch()} />
      </ListFrame>
    );
  }
  if (!session.data) return <ListLoginPrompt title={page.title} what={page.what} />;
  return <SignedInList list={list} userId={session.data.id} />;
}

function ListFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={title} />
      {children}
    </div>
  );
}

function ListSkeleton({ title }: { title: string }) {
  return (
    <ListFrame title={title}>
      <div aria-busy="true" className="flex flex-col gap-6">
        <div className="h-5 w-24 animate-pulse rounded bg-surface-2" />
        <PosterGridSkeleton count={SKELETON_CARDS} />
      </div>
    </ListFrame>
  );
}

type EntryItem = PosterItem & { entry: ListEntry };

function SignedInList({ list, userId }: { list: ListName; userId: string }) {
  const t = useT();
  const page = pageTexts(list, t);
  const { data, isPending, isError, refetch } = useList(list, userId);
  const remove = useRemoveFromList(list, userId);
  const { search, searching, problem, clearProblem } = useSearch();
  const [announcement, setAnnouncement] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const items = useMemo<EntryItem[]>(
    () =>
      (data?.results ?? []).map((entry) => ({
        key: `${entry.type}:${entry.id}`,
        title: entry.title,
        year: entry.year,
        thumbnail: entry.thumbnail,
        entry,
      })),
    [data],
  );

  // Opening a title runs a (counted) search for it, as the top-rated grid does.
  const open = useCallback(
    (item: EntryItem) =>
      void search({ title: item.title, year: item.year, id: item.entry.id, type: item.entry.type }),
    [search],
  );

  const onRemove = (item: EntryItem) => {
    // The pressed button is about to go: keep the keyboard on the next remove button, or the count.
    // Each poster's remove button is its last control (its name is in the visitor's language).
    const buttons = [
      ...(gridRef.current?.querySelectorAll<HTMLButtonElement>('li > button:last-child') ?? []),
    ];
    const at = items.findIndex((other) => other.key === item.key);
    const next = buttons[at + 1] ?? buttons[at - 1];
    remove.mutate(item.entry, {
      onSuccess: () => setAnnouncement(page.removed(item.title)),
    });
    if (next) next.focus();
    else countRef.current?.focus();
  };

  if (isPending) return <ListSkeleton title={page.title} />;
  if (isError) {
    return (
      <ListFrame title={page.title}>
        <ErrorState message={page.loadFailed} onRetry={() => void refetch()} />
      </ListFrame>
    );
  }
  return (
    <ListFrame title={page.title}>
      <p ref={countRef} tabIndex={-1} data-testid="list-count" className="text-muted outline-none">
        {t('lists.count', { count: data.results.length, limit: data.limit })}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {problem?.kind === 'message' ? <SearchProblemAlert problem={problem} onReset={clearProblem} /> : null}
      {list === 'watchlist' ? <WatchlistPlanner userId={userId} listSize={data.results.length} /> : null}
      {list === 'watchlist' ? (
        <WatchlistAlerts userId={userId}>
          {(renderExtra) => (
            <div ref={gridRef}>
              <PosterGrid
                items={items}
                onOpen={open}
                onRemove={onRemove}
                busy={searching}
                renderExtra={renderExtra}
              />
            </div>
          )}
        </WatchlistAlerts>
      ) : (
        <div ref={gridRef}>
          <PosterGrid items={items} onOpen={open} onRemove={onRemove} busy={searching} />
        </div>
      )}
    </ListFrame>
  );
}
