import { defaultMessage, type ErrorCode } from '@reelatlas/contracts';

/** The one error type of the domain. The server maps `code` to an HTTP status and body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessage[code],
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After: when trying again may succeed (a busy upstream, a burst limit). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
