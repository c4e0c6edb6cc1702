import type { StreamingService } from '@reelatlas/contracts';
import type { ProviderDirectory } from './provider-brands.ts';

/** TMDb's logos at 92 px wide: shown at 24 px, sharp on 3× screens. */
const LOGO_BASE = 'https://image.tmdb.org/t/p/w92';

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
  const brands = new Map<string, { rank: number | null; logo: string | null }>();
  for (const brand of Object.values(directory)) {
    const known = brands.get(brand.name);
    const logo = brand.logo ?? null;
    if (!known || (brand.rank ?? Number.MAX_SAFE_INTEGER) < (known.rank ?? Number.MAX_SAFE_INTEGER))
      brands.set(brand.name, { rank: brand.rank, logo: logo ?? known?.logo ?? null });
    else if (!known.logo && logo) known.logo = logo;
  }
  return [...brands.entries()]
    .map(([name, { rank, logo }]) => ({ name, rank, logo, countries: countries.get(name) ?? 0 }))
    .sort(
      (a, b) =>
        b.countries - a.countries ||
        (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
        a.name.localeCompare(b.name),
    )
    .map(({ name, countries: count, logo }) => ({
      name,
      countries: count,
      logo: logo ? `${LOGO_BASE}${logo}` : null,
    }));
}
