export { type CallBudgetOptions, createCallBudget } from './budget.ts';
export { languageTag } from './language-codes.ts';
export { toSourcedOffers } from './map.ts';
export { tmdbProviderIds } from './services.ts';
export {
  createStreamingAvailabilitySource,
  DIRECT_URL,
  isDirectKey,
  MARKETPLACE_URL,
  StreamingAvailabilityError,
  type StreamingAvailabilityFailure,
  type StreamingAvailabilityOptions,
} from './source.ts';
