/**
 * The contracts the first load of `/` checks answers against: the endpoints its code calls and
 * the error body. Zod and these schemas are a chunk of their own, fetched as the app starts
 * (after the HTML's first paint) and awaited only by a call that needs its answer checked
 * (`lib/load-answer-checks.ts`), so they stay out of the entry's JavaScript
 * (docs/performance.md#bars). Pages fetched later import their schemas as they always did.
 */
export {
  autocompleteEndpoint,
  billingPortalEndpoint,
  checkoutEndpoint,
  checkSubscriptionEndpoint,
  configEndpoint,
  errorBodySchema,
  meEndpoint,
  quotaEndpoint,
  searchEndpoint,
  sessionEndpoint,
  topRatedEndpoint,
} from '@reelatlas/contracts';
