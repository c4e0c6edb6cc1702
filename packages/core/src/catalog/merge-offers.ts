import type { Availability, OfferFacts } from '@reelatlas/contracts';

const FACTS = [
  'audio',
  'subtitles',
  'quality',
  'localPrice',
  'expiresOn',
  'deepLink',
] as const satisfies readonly (keyof OfferFacts)[];

/** Free and ad-supported are one way of watching to a source that knows only "free". */
const matchKind = (offerType: Availability['offerType']) => (offerType === 'ads' ? 'free' : offerType);

/**
 * TMDb's offers with a second source's facts (docs/catalog.md#merging-the-two-sources): an offer both
 * know (same country, same service by `serviceKey`, same offer type; "free" meets "ads") appears
 * once, as TMDb has it (its name, rank and link) with the second source's facts; an offer only one
 * knows appears once as that source has it. TMDb's own facts, if it ever sends some, are kept.
 */
export function mergeOffers(
  primary: Availability[],
  extra: Availability[],
  serviceKey: (provider: string) => string,
): Availability[] {
  const merged = primary.map((offer) => ({ ...offer }));
  const exact = new Map<string, Availability>();
  const loose = new Map<string, Availability>();
  for (const offer of merged) {
    const service = `${offer.country}|${serviceKey(offer.provider)}`;
    exact.set(`${service}|${offer.offerType}`, offer);
    if (!loose.has(`${service}|${matchKind(offer.offerType)}`))
      loose.set(`${service}|${matchKind(offer.offerType)}`, offer);
  }
  const added = new Set<string>();
  for (const offer of extra) {
    const service = `${offer.country}|${serviceKey(offer.provider)}`;
    const known =
      exact.get(`${service}|${offer.offerType}`) ?? loose.get(`${service}|${matchKind(offer.offerType)}`);
    if (known) {
      for (const fact of FACTS)
        if (known[fact] === undefined && offer[fact] !== undefined) copyFact(known, offer, fact);
      if (known.price == null && offer.price != null) known.price = offer.price;
      continue;
    }
    // The second source may list one service twice in a country (one option per quality): once.
    const key = `${service}|${matchKind(offer.offerType)}`;
    if (added.has(key)) continue;
    added.add(key);
    merged.push({ ...offer });
  }
  return merged;
}

function copyFact<K extends (typeof FACTS)[number]>(target: Availability, source: Availability, fact: K) {
  target[fact] = source[fact];
}
