import { type Availability, OFFER_FACTS_CREDIT } from '@reelatlas/contracts';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * Whether live offers carry facts TMDb never sends (docs/catalog.md#streaming-availability-api):
 * then they came from the Streaming Availability API. Demo facts are generated, credited to no one.
 */
export function hasSourcedFacts(movie: { source: 'demo' | 'tmdb'; availability: Availability[] }): boolean {
  return (
    movie.source === 'tmdb' &&
    movie.availability.some(
      (offer) =>
        offer.audio !== undefined ||
        offer.subtitles !== undefined ||
        offer.quality !== undefined ||
        offer.localPrice !== undefined ||
        offer.expiresOn !== undefined ||
        offer.deepLink !== undefined,
    )
  );
}

/** The credit line its terms require wherever its data is shown; the name stays as they spell it. */
export function OfferFactsCredit() {
  const t = useT();
  return (
    <p className="text-xs text-muted" data-testid="offer-facts-credit">
      {t('offers.credit')}{' '}
      <a href={OFFER_FACTS_CREDIT.url} className="text-link underline underline-offset-2">
        {OFFER_FACTS_CREDIT.name}
      </a>
    </p>
  );
}
