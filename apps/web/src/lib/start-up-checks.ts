/**
 * What the answers a page reads as it starts are checked against: the config, the session and
 * the user's record, the daily counter, the home page's top-rated titles, a signed-in visitor's
 * plan, and any failed answer's body. Their schemas are written with zod/mini
 * (docs/architecture.md#the-start-up-answers), and this chunk is fetched as the app starts
 * (after the HTML's first paint), so neither zod's full build nor these schemas are part of the
 * entry's JavaScript (docs/performance.md#bars).
 */
export {
  checkSubscriptionEndpoint,
  configEndpoint,
  errorBodySchema,
  meEndpoint,
  quotaEndpoint,
  sessionEndpoint,
  topRatedEndpoint,
} from '@reelatlas/contracts';
