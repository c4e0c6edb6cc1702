import { messages, offlineMessages } from '@reelatlas/contracts';
import { ApiError } from '../../lib/api-error.ts';
import { isOffline } from '../../lib/use-online.ts';
import { BotCheckNotReadyError } from '../botcheck/index.ts';

/** What the UI does with a failed search (docs/product-rules.md#search-answers). */
export type SearchProblem =
  | { kind: 'limit' }
  | { kind: 'login' }
  | { kind: 'message'; text: string; heading?: string; advice?: string; canReset?: boolean };

/**
 * Maps any search failure to its text (docs/product-rules.md#search-answers). `auto` is the `?movie=` search run on load,
 * whose security-check failure gets its own text.
 */
export function describeSearchError(error: unknown, options: { auto?: boolean } = {}): SearchProblem {
  // Offline, the bot check or the search itself failed to reach the server, which counted nothing.
  if (isOffline()) return { kind: 'message', text: offlineMessages.needsConnection };
  if (error instanceof BotCheckNotReadyError) {
    return { kind: 'message', text: messages.botCheckNotReady, advice: messages.botCheckNotReadyAdvice };
  }
  if (!(error instanceof ApiError)) return { kind: 'message', text: messages.searchFailed, canReset: true };

  // Only the flag or the code: the banned text also mentions "limits" and must not open the upsell.
  if (error.limitReached || error.code === 'limit_reached') return { kind: 'limit' };

  switch (error.code) {
    case 'unauthorized':
      return { kind: 'login' };
    case 'not_found':
      return { kind: 'message', text: messages.movieNotFound };
    case 'bot_check_failed':
      return {
        kind: 'message',
        text: options.auto ? messages.autoSearchSecurityFailed : messages.botCheckFailed,
      };
    case 'banned':
      return { kind: 'message', text: messages.banned };
    case 'validation_failed':
      return { kind: 'message', text: error.message || messages.invalidRequest };
    case 'rate_limited':
      return { kind: 'message', text: messages.rateLimited };
    case 'service_unavailable':
      return { kind: 'message', text: messages.serviceUnavailable, canReset: true };
    case 'network_error':
      return {
        kind: 'message',
        heading: messages.loadFailedTitle,
        text: messages.loadFailed,
        advice: messages.loadFailedAdvice,
        canReset: true,
      };
    default:
      return { kind: 'message', text: messages.searchFailed, canReset: true };
  }
}
