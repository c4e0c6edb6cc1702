import { defaultMessage, type ErrorBody, type ErrorCode, errorStatus } from '@reelatlas/contracts';
import { AppError } from '@reelatlas/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { issueMessage } from '../i18n/issue-message.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { translateMessage } from '../i18n/translate-message.ts';

/**
 * The one shape of every error answer, its texts in the request's language
 * (docs/architecture.md#languages): the message and each field's problem.
 */
export function errorResponse(c: Context, code: ErrorCode, message?: string, extra?: Partial<ErrorBody>) {
  const locale = requestLocale(c);
  const body: ErrorBody = {
    error: code,
    message: translateMessage(locale, message ?? defaultMessage[code]),
    ...extra,
  };
  if (extra?.fields) {
    body.fields = Object.fromEntries(
      Object.entries(extra.fields).map(([field, text]) => [field, translateMessage(locale, text)]),
    );
  }
  if (code === 'limit_reached') body.limitReached = true;
  // The words depend on the request's language: no cache may hand one language's answer to another.
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json(body, errorStatus[code] as ContentfulStatusCode);
}

/** First problem per field, for forms to show next to the right input. */
export function validationResponse(c: Context, error: z.core.$ZodError) {
  const locale = requestLocale(c);
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueMessage(locale, issue);
  }
  const first = error.issues[0];
  const message = first
    ? `${first.path.join('.') || 'request'}: ${issueMessage(locale, first)}`
    : defaultMessage.validation_failed;
  return errorResponse(c, 'validation_failed', message, { fields });
}

/** One place turns every thrown error into `{error, message}` with the right status. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
        c.header('Cache-Control', 'no-store');
      }
      return errorResponse(c, err.code, err.message, err.fields ? { fields: err.fields } : {});
    }
    if (err instanceof HTTPException) {
      if (err.status === 413) return errorResponse(c, 'payload_too_large');
      if (err.status === 400)
        return errorResponse(c, 'validation_failed', 'The request body is not valid JSON.');
      if (err.status < 500) return errorResponse(c, 'validation_failed', err.message || undefined);
    }
    logger.error({ err, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 'internal');
  };
}
