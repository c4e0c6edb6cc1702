import type { OfferType, PlannerCountry } from '@reelatlas/contracts';

/** `t` from useT (lib/i18n/use-t.ts): plain functions get the texts as a parameter. */
export type T = (id: string, values?: Record<string, unknown>) => string;

/**
 * "Japan — 14 of 20 on your services, 18 on any": one country of the planner. Without services
 * only the second count means anything: "Japan — 18 of 20 on any service".
 */
export function countryLine(
  name: string,
  row: PlannerCountry,
  total: number,
  hasServices: boolean,
  t: T,
): string {
  if (!hasServices) return t('planner.countryLine.any', { name, any: row.any, total });
  return t('planner.countryLine.mine', { name, mine: row.mine, any: row.any, total });
}

/**
 * The map's classes. Three at most, because every two must differ by 3:1 in luminance contrast
 * (a legend read by colour alone), and 1:21 holds no more than three such steps: the counts
 * themselves are in the ranking and in each country's label.
 */
export type MapClass = 'mine' | 'others' | 'none';

/**
 * Each class's fill, from the theme's variables (index.css) so both themes keep the steps. On the
 * user's services is the strongest against the page in either theme (darkest on light, lightest on
 * dark); only on other services sits between; no title is the map's plain land colour.
 */
export const MAP_CLASS_VARIABLES: Record<MapClass, string> = {
  mine: '--ra-map-mine',
  others: '--ra-map-others',
  none: '--ra-border',
};
export const mapClassFill = (mapClass: MapClass) => `var(${MAP_CLASS_VARIABLES[mapClass]})`;

/** A country's class: something on the user's services (any service when none are chosen), only on others, nothing. */
export function mapClassOf(row: PlannerCountry, hasServices: boolean): MapClass {
  if (row.any === 0) return 'none';
  if (!hasServices || row.mine > 0) return 'mine';
  return 'others';
}

/** A service with its kind of offer: "Tubi (free with ads)"; a subscription is the plain name. */
function offerText(service: string, offerType: OfferType, t: T): string {
  switch (offerType) {
    case 'free':
      return t('planner.offer.free', { service });
    case 'ads':
      return t('planner.offer.ads', { service });
    case 'rent':
      return t('planner.offer.rent', { service });
    case 'buy':
      return t('planner.offer.buy', { service });
    default:
      return service;
  }
}

/** "Netflix, Tubi (free with ads)": services of one title in one country, with the language's comma. */
export const offerList = (offers: readonly { service: string; offerType: OfferType }[], t: T) =>
  offers.map((offer) => offerText(offer.service, offer.offerType, t)).join(t('planner.offer.separator'));
