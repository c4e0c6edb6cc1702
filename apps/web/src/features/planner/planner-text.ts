import type { OfferType, PlannerCountry } from '@reelatlas/contracts';

/**
 * "Japan — 14 of 20 on your services, 18 on any": one country of the planner. Without services
 * only the second count means anything: "Japan — 18 of 20 on any service".
 */
export function countryLine(name: string, row: PlannerCountry, total: number, hasServices: boolean): string {
  if (!hasServices) return `${name} — ${row.any} of ${total} on any service`;
  return `${name} — ${row.mine} of ${total} on your services, ${row.any} on any`;
}

/** The map's scale: which count colours a country (the user's services when there are any). */
export const mapCount = (row: PlannerCountry, hasServices: boolean) => (hasServices ? row.mine : row.any);

/** Light to dark: more titles, darker (Okabe–Ito's blue in the middle, legible in both themes). */
export const COUNT_COLOURS = ['#A6D4F2', '#56B4E9', '#0072B2', '#003C5E'] as const;
/** On other services only (nothing on the user's): Okabe–Ito's orange, unlike any blue. */
export const OTHERS_ONLY_COLOUR = '#E69F00';

export interface CountBucket {
  from: number;
  to: number;
  colour: string;
}

/** Up to four equal steps from 1 to the highest count: the map's legend. */
export function countBuckets(max: number): CountBucket[] {
  if (max < 1) return [];
  const steps = Math.min(COUNT_COLOURS.length, max);
  const buckets: CountBucket[] = [];
  for (let i = 0; i < steps; i++) {
    const from = Math.floor((i * max) / steps) + 1;
    const to = Math.floor(((i + 1) * max) / steps);
    // With fewer steps than colours, the darkest ones mark the highest counts.
    buckets.push({ from, to, colour: COUNT_COLOURS[COUNT_COLOURS.length - steps + i] ?? COUNT_COLOURS[0] });
  }
  return buckets;
}

export const bucketOf = (buckets: readonly CountBucket[], count: number) =>
  buckets.find((bucket) => count >= bucket.from && count <= bucket.to);

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
