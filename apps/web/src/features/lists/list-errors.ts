import { i18n } from '@lingui/core';
import type { ErrorCode, ListName } from '@reelatlas/contracts';
import { ApiError, type ClientErrorCode } from '../../lib/api-error.ts';
import { isOffline } from '../../lib/use-online.ts';

type T = (id: string) => string;

/** When the add never got an answer from the API (the product has no text for it; this mirrors the remove failure, docs/product-rules.md#messages). */
export const addFailed: Record<ListName, string> = {
  watchlist: 'Failed to add movie to watchlist. Please try again.',
  watched: 'Failed to add movie to watched list. Please try again.',
};

/** The add failure in the active language (`t` from useT); English when no `t` is given. */
function addFailedText(list: ListName, t?: T): string {
  if (!t) return addFailed[list];
  return list === 'watchlist' ? t('lists.watchlist.addFailed') : t('lists.watched.addFailed');
}

export interface AddProblem {
  list: ListName;
  code: ErrorCode | ClientErrorCode | 'unknown';
  text: string;
}

/**
 * The server applies the product rules and answers their texts ('Please log in.', the verify texts,
 * the invalid-id text in `fields.id`, the full-list texts), so those are shown as they come.
 */
export function describeAddError(error: unknown, list: ListName, t?: T): AddProblem {
  if (!(error instanceof ApiError)) return { list, code: 'unknown', text: addFailedText(list, t) };
  switch (error.code) {
    case 'network_error':
      return {
        list,
        code: error.code,
        // The shell's text (always loaded), in the page's language.
        text: isOffline() ? i18n._('error.needsConnection') : addFailedText(list, t),
      };
    case 'invalid_response':
      return { list, code: error.code, text: addFailedText(list, t) };
    case 'validation_failed':
      return { list, code: error.code, text: error.fields?.id ?? error.message };
    default:
      return { list, code: error.code, text: error.message };
  }
}
