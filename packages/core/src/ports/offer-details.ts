import type { Availability } from '@reelatlas/contracts';
import type { TitleRef } from './catalog.ts';

/**
 * An offer as a second source of offer facts tells it: a country's service and offer type with
 * the facts it knows (languages, quality, price, leaving date, deep link), and the TMDb provider
 * ids that service is known by, so it can be matched with TMDb's offer of the same service.
 */
export interface SourcedOffer extends Availability {
  /** TMDb's provider ids of this service (several when TMDb lists it twice); empty when unknown. */
  tmdbProviderIds: number[];
}

/**
 * A source of per-offer facts that TMDb's data lacks (docs/catalog.md#streaming-availability-api).
 * It is asked for one title at a time, in every country at once, and only on a counted search:
 * its calls are paid for by a monthly quota.
 */
export interface OfferDetailsSource {
  /**
   * The title's offers in every country; an empty list when the source does not know the title.
   * Throws when the source cannot answer now (its budget is spent, it failed or timed out).
   */
  offers(ref: TitleRef): Promise<SourcedOffer[]>;
}
