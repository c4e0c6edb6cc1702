import { type PlannerLeaving, titlePagePath } from '@reelatlas/contracts';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDemoCatalog } from '../config/index.ts';
import { OfferFactsCredit } from '../content/index.ts';

/**
 * "Leaving soon on your services" (Pro; docs/product-rules.md#planner): watchlist offers on the
 * user's services whose last day is within 30 days, soonest first, each linked to its title.
 * Country names and dates are worded by `Intl` in the page's language. Live leaving dates come
 * from the Streaming Availability API (TMDb has none), so its credit line follows them.
 */
export function LeavingSoon({ offers }: { offers: PlannerLeaving[] }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const demo = useDemoCatalog();
  const { countryName, dayText } = useMemo(() => {
    const regions = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    return {
      countryName: (code: string) => regions.of(code) ?? code,
      dayText: (day: string) => days.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [locale]);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="planner-leaving">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('offers.leavingSoon.heading')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {offers.map((offer) => (
          <li key={`${offer.type}:${offer.id}|${offer.country}|${offer.service}|${offer.offerType}`}>
            <Link to={titlePagePath(offer)} className="text-link underline underline-offset-2">
              {offer.title}
            </Link>{' '}
            {t('offers.leavingSoon.item', {
              service: offer.service,
              country: countryName(offer.country),
              date: dayText(offer.leavesOn),
            })}
          </li>
        ))}
      </ul>
      {demo ? null : <OfferFactsCredit />}
    </section>
  );
}
