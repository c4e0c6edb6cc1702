import { i18n } from '@lingui/core';
import type { ErrorCode } from '@reelatlas/contracts';
import { markBanned } from './banned-state.ts';
import { loadStartUpChecks } from './load-answer-checks.ts';

/** Codes the client adds for failures that never produced an API error body. */
export type ClientErrorCode = 'network_error' | 'invalid_response';

/** Every failed call, whatever went wrong, reaches the UI as this one typed error. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly limitReached: boolean;
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    limitReached?: boolean;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.limitReached = init.limitReached ?? false;
    this.fields = init.fields;
  }
}

/** Builds an ApiError from a non-2xx response; bodies that are not our JSON shape (a proxy's HTML page) still map. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: fall through to the status-based code below.
  }
  // The body's schema is one of the start-up checks (fetched as the app starts); without them
  // (the chunk did not arrive), the answer is worded from its status like any other.
  const checks = await loadStartUpChecks().catch(() => null);
  const parsed = checks?.errorBodySchema.safeParse(body);
  if (parsed?.success) {
    if (parsed.data.error === 'banned') markBanned();
    return new ApiError({
      status: response.status,
      code: parsed.data.error,
      message: parsed.data.message,
      limitReached: parsed.data.limitReached === true,
      fields: parsed.data.fields,
    });
  }
  const code: ErrorCode = response.status === 503 ? 'service_unavailable' : 'internal';
  // Not our JSON (a proxy's page): worded here, in the page's language.
  return new ApiError({ status: response.status, code, message: i18n._('error.internal') });
}
