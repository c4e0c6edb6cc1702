import {
  type AccountDeletionStatus,
  accountDeletionStatusSchema,
  type Me,
  meSchema,
  messages,
} from '@reelatlas/contracts';
import { z } from 'zod';
import { ApiError, apiErrorFromResponse } from '../../lib/api-error.ts';

/** The export's file name when the answer does not name one. */
export const EXPORT_FALLBACK_NAME = 'reelatlas-my-data.json';

/** One call to `/api/me*`: failures (network included) become ApiError, like lib/api.ts. */
async function send(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, code: 'network_error', message: messages.internal });
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

async function parsed<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: messages.internal });
  }
  return result.data;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `filename="…"` of a Content-Disposition header, without any path part. */
export function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1]).split(/[\\/]/).pop() : undefined;
  return name ? name : null;
}

export const profileApi = {
  /** `PATCH /api/me`: the updated record. */
  update: async (change: { username: string } | { country: string }): Promise<Me> =>
    parsed(await send('/api/me', json('PATCH', change)), meSchema),

  /** `GET /api/me/deletion`: whether deletion is allowed now, else until when paid access runs. */
  deletionStatus: async (signal?: AbortSignal): Promise<AccountDeletionStatus> =>
    parsed(await send('/api/me/deletion', { signal }), accountDeletionStatusSchema),

  /** `DELETE /api/me`, confirmed by the current password. */
  deleteAccount: async (password: string): Promise<void> => {
    await parsed(await send('/api/me', json('DELETE', { password })), z.object({ deleted: z.literal(true) }));
  },

  /** `GET /api/me/export`: the file and the name the server gave it. */
  exportData: async (): Promise<{ blob: Blob; fileName: string }> => {
    const response = await send('/api/me/export');
    const fileName = attachmentName(response.headers.get('content-disposition')) ?? EXPORT_FALLBACK_NAME;
    return { blob: await response.blob(), fileName };
  },
};
