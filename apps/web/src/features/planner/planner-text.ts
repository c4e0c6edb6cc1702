import type { OfferType, PlannerCountry } from '@reelatlas/contracts';

/**
 * "Japan — 14 of 20 on your services, 18 on any": one country of the planner. Without services
 * only the second count means anything: "Japan — 18 of 20 on any service".
 */
export function countryLine(name: string, row: PlannerCountry, total: number, hasServices: boolean): string {
  if (!hasServices) return `${name} — ${row.any} of ${total} on any service`;
  return `${name} — ${row.mine} of ${total} on your services, ${row.any} on any`;
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

const OFFER_WORDS: Record<OfferType, string> = {
  subscription: '',
  free: ' (free)',
  ads: ' (free with ads)',
  rent: ' (rent)',
  buy: ' (buy)',
};

/** "Netflix, Tubi (free with ads)": services of one title in one country. */
export const offerList = (offers: readonly { service: string; offerType: OfferType }[]) =>
  offers.map((offer) => `${offer.service}${OFFER_WORDS[offer.offerType]}`).join(', ');
