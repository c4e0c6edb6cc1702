import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { keepList, keepPlanner, keepTitle, setKeptCopiesOwner } from '../../lib/offline-copies.ts';
import { forgetDeletedAccount } from './forget-account.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

it("drops the deleted account's offline copies: titles, lists, the planner's answer and its last viewed title", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  setKeptCopiesOwner('user-1');
  keepTitle({ type: 'movie', id: 603 }, { id: 603 }, 1);
  keepList('watchlist', { results: [], limit: 100 }, 1);
  keepList('watched', { results: [], limit: 100 }, 1);
  keepPlanner({ access: 'preview' }, 1);
  localStorage.setItem('lastViewedMovie', '{"id":603}');
  await forgetDeletedAccount(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  const left = keys.filter((key) => key.startsWith('offline:') || key === 'lastViewedMovie');
  // Only the new owner's marker: nothing of the account.
  expect(left).toEqual(['offline:owner']);
});
