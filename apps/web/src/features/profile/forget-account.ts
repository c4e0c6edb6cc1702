import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { removeStorage, storageKeys } from '../../lib/storage.ts';
import { writeSessionMirror } from '../account/index.ts';

/**
 * After the account is deleted (its session went with it): signed out here at once, the local
 * mirrors say so, the signed-in counter mirror is dropped, and session and quota are re-read.
 */
export async function forgetDeletedAccount(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(queryKeys.session, null);
  writeSessionMirror(null);
  removeStorage(storageKeys.searchDate);
  removeStorage(storageKeys.searchCount);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    queryClient.invalidateQueries({ queryKey: queryKeys.quota }),
  ]);
}
