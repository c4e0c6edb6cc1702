import type { Availability, Platform } from '@reelatlas/contracts';

/**
 * Spec §3's `platforms[{name, countries[]}]`, derived from availability rows. A provider name
 * holding a comma-separated list is split into separate platforms (DESIGN.md §4).
 */
export function groupPlatforms(availability: Availability[]): Platform[] {
  const byName = new Map<string, Set<string>>();
  for (const offer of availability) {
    for (const raw of offer.provider.split(',')) {
      const name = raw.trim();
      if (!name) continue;
      let countries = byName.get(name);
      if (!countries) {
        countries = new Set();
        byName.set(name, countries);
      }
      countries.add(offer.country);
    }
  }
  return [...byName]
    .map(([name, countries]) => ({ name, countries: [...countries].sort() }))
    .sort((a, b) => b.countries.length - a.countries.length || a.name.localeCompare(b.name));
}
