import type { ListName, TitleType } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { ListStore } from '../ports/lists.ts';
import type { ListUser } from './list-user.ts';

/** Removing what is not there is not an error: the list ends up as asked. */
export async function removeFromList(
  lists: ListStore,
  user: ListUser | null,
  list: ListName,
  ref: { id: number; type: TitleType },
): Promise<{ removed: boolean }> {
  if (!user) throw new AppError('unauthorized');
  return { removed: await lists.remove(user.id, list, ref) };
}
