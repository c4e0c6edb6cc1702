import {
  type AddToListRequest,
  addToListEndpoint,
  type ListEntry,
  type ListName,
  listEndpoint,
  removeFromListEndpoint,
  type TitleType,
} from '@reelatlas/contracts';
import { callApi } from '../../lib/api-client.ts';

/** The signed-in user's lists. Answers are validated; failures are ApiError. */
export const listsApi = {
  /** Newest first, with the list's limit. */
  get: (list: ListName, signal?: AbortSignal): Promise<{ results: ListEntry[]; limit: number }> =>
    callApi(listEndpoint, { params: { list }, signal }),

  add: (list: ListName, body: AddToListRequest): Promise<{ entry: ListEntry; alreadyAdded: boolean }> =>
    callApi(addToListEndpoint, { params: { list }, body }),

  /** `removed: false` when it was not there (already gone): still a success. */
  remove: (list: ListName, ref: { type: TitleType; id: number }): Promise<{ removed: boolean }> =>
    callApi(removeFromListEndpoint, { params: { list, type: ref.type, id: ref.id } }),
};
