import type { ListEntry, ListName, TitleType } from '@reelatlas/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { keepList } from '../../lib/offline-copies.ts';
import { mutationKeys, queryKeys } from '../../lib/query-keys.ts';
import { listsApi } from './lists-api.ts';

type ListAnswer = { results: ListEntry[]; limit: number };
type TitleRef = { id: number; type: TitleType };

export const listQueryOptions = (list: ListName, userId: string) =>
  queryOptions({
    queryKey: queryKeys.list(list, userId),
    queryFn: async ({ signal }) => {
      const answer = await listsApi.get(list, signal);
      keepList(list, answer);
      return answer;
    },
    staleTime: 30_000,
  });

export const sameTitle = (a: TitleRef, b: TitleRef): boolean => a.id === b.id && a.type === b.type;

/** Newest first, as the server answers; an entry already there is not added twice. */
export function withEntry(results: readonly ListEntry[], entry: ListEntry): ListEntry[] {
  if (results.some((other) => sameTitle(other, entry))) return [...results];
  const at = results.findIndex((other) => other.timestamp < entry.timestamp);
  return at === -1 ? [...results, entry] : [...results.slice(0, at), entry, ...results.slice(at)];
}

/** The signed-in user's list. Idle (no request) while signed out or while the session loads. */
export function useList(list: ListName, userId: string | null | undefined) {
  return useQuery({ ...listQueryOptions(list, userId ?? ''), enabled: Boolean(userId) });
}

/** Adds a title; on success the cached list holds it at once (the title page reads membership from it). */
export function useAddToList(list: ListName, userId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: TitleRef) => listsApi.add(list, ref),
    onSuccess: ({ entry }) => {
      if (userId) {
        queryClient.setQueryData<ListAnswer>(queryKeys.list(list, userId), (old) =>
          old ? { ...old, results: withEntry(old.results, entry) } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists(list) });
    },
  });
}

/**
 * Removes an entry optimistically: it leaves the grid at once and comes back, with the product
 * toast (docs/product-rules.md#messages), when the server refuses. Rolling back re-inserts that one entry rather than restoring
 * a snapshot, so a concurrent successful removal is not undone.
 */
export function useRemoveFromList(list: ListName, userId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.list(list, userId);
  const mutationKey = mutationKeys.removeFromList(list);
  return useMutation({
    mutationKey,
    mutationFn: (entry: ListEntry) => listsApi.remove(list, entry),
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ListAnswer>(queryKey, (old) =>
        old ? { ...old, results: old.results.filter((other) => !sameTitle(other, entry)) } : old,
      );
    },
    onError: (_error, entry) => {
      queryClient.setQueryData<ListAnswer>(queryKey, (old) =>
        old ? { ...old, results: withEntry(old.results, entry) } : old,
      );
      notify.error(
        list === 'watchlist' ? t('lists.watchlist.removeFailed') : t('lists.watched.removeFailed'),
      );
    },
    onSettled: () => {
      // Only the last of several quick removals refetches, so an earlier answer cannot bring back
      // an entry whose removal is still under way.
      if (queryClient.isMutating({ mutationKey }) === 1) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
