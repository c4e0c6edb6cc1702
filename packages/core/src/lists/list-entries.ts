import type { ListName } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { ListEntryRecord, ListStore } from '../ports/lists.ts';
import type { ListUser } from './list-user.ts';

/** A user's own list, newest first. Nobody can read another user's list: there is no user parameter. */
export async function listEntries(
  lists: ListStore,
  user: ListUser | null,
  list: ListName,
): Promise<ListEntryRecord[]> {
  if (!user) throw new AppError('unauthorized');
  return lists.entries(user.id, list);
}
