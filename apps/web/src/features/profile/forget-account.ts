import type { QueryClient } from '@tanstack/react-query';
import { removeStorage, storageKeys } from '../../lib/storage.ts';
import { sessionQueryKey, writeSessionMirror } from '../account/index.ts';
import { quotaQueryKey } from '../quota/index.ts';

/**
 * After the account is deleted (its session went with it): signed out here at once, the local
 * mirrors say so, the signed-in counter mirror is dropped, and session and quota are re-read.
 */
export async function forgetDeletedAccount(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(sessionQueryKey, null);
  writeSessionMirror(null);
  removeStorage(storageKeys.searchDate);
  removeStorage(storageKeys.searchCount);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    queryClient.invalidateQueries({ queryKey: quotaQueryKey }),
  ]);
}
