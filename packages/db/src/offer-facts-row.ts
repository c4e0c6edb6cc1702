import type { Availability, OfferFacts } from '@reelatlas/contracts';
import type { availability } from './schema.ts';

type Row = typeof availability.$inferSelect;
export type OfferFactsColumns = Pick<
  Row,
  'audio' | 'subtitles' | 'quality' | 'priceAmount' | 'priceCurrency' | 'expiresOn' | 'deepLink'
>;

/** An offer's optional facts as the columns that hold them (null where the offer does not say). */
export function offerFactsColumns(offer: OfferFacts): OfferFactsColumns {
  return {
    audio: offer.audio ?? null,
    subtitles: offer.subtitles ?? null,
    quality: offer.quality ?? null,
    priceAmount: offer.localPrice?.amount ?? null,
    priceCurrency: offer.localPrice?.currency ?? null,
    expiresOn: offer.expiresOn ?? null,
    deepLink: offer.deepLink ?? null,
  };
}

/**
 * The stored offer as the answer carries it: a fact that is not known has no key at all, so an
 * offer without facts keeps exactly the shape it had before facts existed.
 */
export function offerWithFacts(
  base: Pick<Availability, 'country' | 'provider' | 'offerType' | 'link' | 'price'> & { rank: number | null },
  facts: OfferFactsColumns,
): Availability {
  const offer: Availability = { ...base };
  if (base.rank == null) delete offer.rank;
  if (facts.audio) offer.audio = facts.audio;
  if (facts.subtitles) offer.subtitles = facts.subtitles;
  if (facts.quality) offer.quality = facts.quality;
  if (facts.priceAmount != null && facts.priceCurrency) {
    offer.localPrice = { amount: facts.priceAmount, currency: facts.priceCurrency };
  }
  if (facts.expiresOn) offer.expiresOn = facts.expiresOn;
  if (facts.deepLink) offer.deepLink = facts.deepLink;
  return offer;
}
