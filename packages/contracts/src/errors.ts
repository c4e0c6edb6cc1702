/**
 * Every error the API answers with. One code maps to one HTTP status (server) and to the
 * user-facing text of docs/product-rules.md#messages (web). Bodies are always `{ error: code, message, ... }`.
 */
export const errorCodes = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'email_not_verified',
  'list_full',
  'forbidden',
  'conflict',
  'limit_reached',
  'bot_check_failed',
  'banned',
  'rate_limited',
  'payload_too_large',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  not_found: 404,
  unauthorized: 401,
  email_not_verified: 403,
  list_full: 409,
  forbidden: 403,
  conflict: 409,
  limit_reached: 429,
  bot_check_failed: 403,
  banned: 403,
  rate_limited: 429,
  payload_too_large: 413,
  service_unavailable: 503,
  internal: 500,
};

/** Texts users see, quoted from the product brief where it gives one (docs/product-rules.md#messages). */
export const messages = {
  movieNotFound: '❌ Movie not found. Please try again.',
  limitReached: 'You have used all your free searches for today.',
  botCheckFailed: '❌ reCAPTCHA verification failed. Please try again.',
  botCheckNotReady: 'Security check (reCAPTCHA) not ready',
  botCheckNotReadyAdvice:
    'Please reload the page. If it keeps happening, try a normal (non-private) browser window without ad blockers.',
  autoSearchSecurityFailed: 'Security check failed. Please try searching again.',
  loadFailed: '❌ Failed to load movie. Please try again.',
  loadFailedTitle: 'Failed to load movie',
  loadFailedAdvice: 'Check your connection and try again, or go back to the home page.',
  searchFailed: '❌ Movie search failed. Please try again.',
  noSearchesLeft: 'No searches left today',
  upgradeOverlay:
    "You've hit your daily free search limit. Log in to get a bonus search, or upgrade to Pro for unlimited searches.",
  /** An unverified account's counter and upsell (docs/product-rules.md#who-is-counted): it has the anonymous allowance. */
  verifyForMoreSearches: 'Verify your e-mail to get 3 searches a day',
  unverifiedUpgradeOverlay:
    "You've hit your daily free search limit. Verify your e-mail to get 3 searches a day, or upgrade to Pro for unlimited searches.",
  pleaseLogIn: 'Please log in.',
  nothingAdded: 'Nothing added yet!',
  banned: 'Access from your network has been blocked for abuse of the search limits.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidRequest: 'The request was not valid.',
  payloadTooLarge: 'The request is too large.',
  serviceUnavailable:
    'Service unavailable: the catalog cannot be reached right now. Please try again shortly.',
  internal: 'Something went wrong. Please try again.',
} as const;

export const defaultMessage: Record<ErrorCode, string> = {
  validation_failed: messages.invalidRequest,
  not_found: messages.movieNotFound,
  unauthorized: messages.pleaseLogIn,
  email_not_verified: 'Please verify your email first.',
  list_full: 'This list is full.',
  forbidden: 'You may not do that.',
  conflict: 'That conflicts with the current state.',
  limit_reached: messages.limitReached,
  bot_check_failed: messages.botCheckFailed,
  banned: messages.banned,
  rate_limited: messages.rateLimited,
  payload_too_large: messages.payloadTooLarge,
  service_unavailable: messages.serviceUnavailable,
  internal: messages.internal,
};
