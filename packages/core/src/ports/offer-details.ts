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

/** A title whose offer facts are due, as claimed by the one instance that asks for them now. */
export interface DueOfferFacts extends TitleRef {
  /** Tries that failed so far. */
  attempts: number;
}

/**
 * The titles whose second-source facts a search that was counted wanted and did not get (the
 * budget spent, a failure), kept in the database so a restart or another instance still asks for
 * them later (docs/catalog.md#facts-due). Each failed try pushes the next one back; a title
 * tried too often, or due for too long, is given up (the next counted search asks again).
 */
export interface OfferFactsDueStore {
  /** One more failed try: the title is due, not before its back-off. */
  markDue(ref: TitleRef, now: Date): Promise<void>;
  /** The facts came (or were fresh already): no longer due. */
  clear(ref: TitleRef): Promise<void>;
  /**
   * Up to `limit` titles due by `now`, the longest waiting first, each held back for `leaseMs`
   * so no other instance claims it meanwhile; gives up the titles past their tries or age first
   * and says how many.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<{ claimed: DueOfferFacts[]; givenUp: number }>;
}
