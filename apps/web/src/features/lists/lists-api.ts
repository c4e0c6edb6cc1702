import {
  type AddToListRequest,
  addToListResponseSchema,
  type ListEntry,
  type ListName,
  listResponseSchema,
  removeFromListResponseSchema,
  type TitleType,
} from '@reelatlas/contracts';
import { request } from '../../lib/api.ts';

/** The signed-in user's lists (`/api/lists/*`). Answers are validated; failures are ApiError. */
export const listsApi = {
  /** Newest first, with the list's limit. */
  get: (list: ListName, signal?: AbortSignal): Promise<{ results: ListEntry[]; limit: number }> =>
    request(`/api/lists/${list}`, listResponseSchema, { signal }),

  add: (list: ListName, body: AddToListRequest): Promise<{ entry: ListEntry; alreadyAdded: boolean }> =>
    request(`/api/lists/${list}`, addToListResponseSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),

  /** `removed: false` when it was not there (already gone): still a success. */
  remove: (list: ListName, ref: { type: TitleType; id: number }): Promise<{ removed: boolean }> =>
    request(`/api/lists/${list}/${ref.type}/${ref.id}`, removeFromListResponseSchema, { method: 'DELETE' }),
};
