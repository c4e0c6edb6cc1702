import type { StreamingService } from '@reelatlas/contracts';
import type { ProviderDirectory } from './provider-brands.ts';

/**
 * The services a visitor can pick: every brand of TMDb's provider lists (folded as the title
 * pages fold them), counted by the countries the titles cached so far carry it in; the most
 * widespread first, then TMDb's display priority, then the name. Without the lists (TMDb never
 * reached), the stored titles' services alone.
 */
export function servicesFromBrands(
  directory: ProviderDirectory | null,
  stored: readonly StreamingService[],
): StreamingService[] {
  if (!directory) return [...stored];
  const countries = new Map(stored.map((service) => [service.name, service.countries]));
  const brands = new Map<string, number | null>();
  for (const brand of Object.values(directory)) {
    const rank = brands.get(brand.name);
    if (rank === undefined || (brand.rank ?? Number.MAX_SAFE_INTEGER) < (rank ?? Number.MAX_SAFE_INTEGER))
      brands.set(brand.name, brand.rank);
  }
  return [...brands.entries()]
    .map(([name, rank]) => ({ name, rank, countries: countries.get(name) ?? 0 }))
    .sort(
      (a, b) =>
        b.countries - a.countries ||
        (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
        a.name.localeCompare(b.name),
    )
    .map(({ name, countries: count }) => ({ name, countries: count }));
}
