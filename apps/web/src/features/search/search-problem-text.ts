import { messages, offlineMessages } from '@reelatlas/contracts';

/**
 * The product's English texts a search problem carries (search-errors.ts, docs/product-rules.md#messages),
 * each with its id in the shell's catalog: the problem can be shown on the first load of `/`, and in
 * the page's language. A text not here is the server's own wording, already in the request's language.
 */
const SEARCH_TEXT_IDS: Readonly<Record<string, string>> = {
  [offlineMessages.needsConnection]: 'error.needsConnection',
  [messages.movieNotFound]: 'search.error.notFound',
  [messages.botCheckFailed]: 'search.error.botCheckFailed',
  [messages.botCheckNotReady]: 'search.error.botCheckNotReady',
  [messages.botCheckNotReadyAdvice]: 'search.error.botCheckNotReadyAdvice',
  [messages.autoSearchSecurityFailed]: 'search.error.autoSecurityFailed',
  [messages.loadFailed]: 'error.loadFailed',
  [messages.loadFailedTitle]: 'search.error.loadFailedTitle',
  [messages.loadFailedAdvice]: 'search.error.loadFailedAdvice',
  [messages.searchFailed]: 'search.error.failed',
  [messages.banned]: 'search.error.banned',
  [messages.rateLimited]: 'search.error.rateLimited',
  [messages.invalidRequest]: 'search.error.invalidRequest',
  [messages.serviceUnavailable]: 'search.error.serviceUnavailable',
};

/** A search problem's text in the page's language (`t` from useT). */
export function searchProblemText(text: string, t: (id: string) => string): string {
  const id = Object.hasOwn(SEARCH_TEXT_IDS, text) ? SEARCH_TEXT_IDS[text] : undefined;
  return id ? t(id) : text;
}
