import type { Availability, Platform } from '@reelatlas/contracts';

/**
 * The `platforms[{name, countries[]}]`, derived from availability rows. A provider name
 * holding a comma-separated list is split into separate platforms (docs/product-rules.md#title-pages).
 *
 * Order: platforms TMDb ranks (rows with a `rank`, its display priority) come first, most
 * prominent first, so the list follows TMDb's ranking where the data is TMDb's; then by how
 * many countries carry them, then by name. Demo and imported rows have no rank, so for them
 * the order is by country count as before.
 */
export function groupPlatforms(availability: Availability[]): Platform[] {
  const byName = new Map<string, { countries: Set<string>; rank: number }>();
  for (const offer of availability) {
    for (const raw of offer.provider.split(',')) {
      const name = raw.trim();
      if (!name) continue;
      let platform = byName.get(name);
      if (!platform) {
        platform = { countries: new Set(), rank: Number.POSITIVE_INFINITY };
        byName.set(name, platform);
      }
      platform.countries.add(offer.country);
      if (offer.rank != null) platform.rank = Math.min(platform.rank, offer.rank);
    }
  }
  return [...byName]
    .map(([name, { countries, rank }]) => ({ name, countries: [...countries].sort(), rank }))
    .sort(
      (a, b) =>
        compareRanks(a.rank, b.rank) ||
        b.countries.length - a.countries.length ||
        a.name.localeCompare(b.name),
    )
    .map(({ name, countries }) => ({ name, countries }));
}

/** Ranked before unranked (Infinity); Infinity − Infinity is NaN, so compare explicitly. */
function compareRanks(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
