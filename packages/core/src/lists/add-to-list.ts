import { LIST_LIMITS, type ListName, listMessages, type TitleType } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { CatalogProvider } from '../ports/catalog.ts';
import type { ListEntryRecord, ListStore } from '../ports/lists.ts';
import type { ListUser } from './list-user.ts';

export interface AddToListDeps {
  lists: ListStore;
  catalog: CatalogProvider;
}

/**
 * The rules, in its order: signed in, verified e-mail, numeric id (checked by the request
 * schema), a duplicate is "already added", then the list's limit — enforced by the store inside
 * the insert's transaction, so concurrent adds cannot pass it.
 */
export async function addToList(
  deps: AddToListDeps,
  user: ListUser | null,
  list: ListName,
  ref: { id: number; type: TitleType },
): Promise<{ entry: ListEntryRecord; alreadyAdded: boolean }> {
  if (!user) throw new AppError('unauthorized');
  if (!user.emailVerified) throw new AppError('email_not_verified', listMessages.notVerified[list]);
  const title = await deps.catalog.getTitle(ref);
  if (!title) throw new AppError('not_found');
  const outcome = await deps.lists.add(
    user.id,
    list,
    { id: title.id, type: title.type, title: title.title, year: title.year, thumbnail: title.thumbnail },
    LIST_LIMITS[list],
  );
  if (outcome.result === 'full') throw new AppError('list_full', listMessages.full[list]);
  return { entry: outcome.entry, alreadyAdded: outcome.result === 'exists' };
}
