import {
  type AccountDeletionStatus,
  deleteMeEndpoint,
  deletionStatusEndpoint,
  exportMeEndpoint,
  type Locale,
  type Me,
  updateMeEndpoint,
} from '@reelatlas/contracts';
import { callApi, sendRequest } from '../../lib/api-client.ts';

/** The export's file name when the answer does not name one. */
export const EXPORT_FALLBACK_NAME = 'reelatlas-my-data.json';

/** `filename="…"` of a Content-Disposition header, without any path part. */
export function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1]).split(/[\\/]/).pop() : undefined;
  return name ? name : null;
}

/** The signed-in user's record: change, delete, export. Failures are ApiError. */
export const profileApi = {
  /** The updated record. */
  update: (change: { username: string } | { country: string } | { language: Locale }): Promise<Me> =>
    callApi(updateMeEndpoint, { body: change }),

  /** Whether deletion is allowed now, else until when paid access runs. */
  deletionStatus: (signal?: AbortSignal): Promise<AccountDeletionStatus> =>
    callApi(deletionStatusEndpoint, { signal }),

  /** Confirmed by the current password. */
  deleteAccount: async (password: string): Promise<void> => {
    await callApi(deleteMeEndpoint, { body: { password } });
  },

  /** The file and the name the server gave it (the bytes as sent, not parsed). */
  exportData: async (): Promise<{ blob: Blob; fileName: string }> => {
    const response = await sendRequest(exportMeEndpoint, undefined);
    const fileName = attachmentName(response.headers.get('content-disposition')) ?? EXPORT_FALLBACK_NAME;
    return { blob: await response.blob(), fileName };
  },
};
