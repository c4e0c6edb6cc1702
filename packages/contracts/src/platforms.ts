/**
 * Well-known services shown under 'Popular Platforms' on the title page (docs/product-rules.md#title-pages); every other
 * provider goes under 'Other Platforms'. Names are TMDb/JustWatch provider names.
 */
export const POPULAR_PLATFORMS = [
  'Netflix',
  'Amazon Prime Video',
  'Disney Plus',
  'HBO Max',
  'Max',
  'Apple TV Plus',
  'Hulu',
  'Paramount Plus',
  'Peacock',
  'Peacock Premium',
  'YouTube',
  'Crunchyroll',
] as const;

const popular = new Set<string>(POPULAR_PLATFORMS);
export function isPopularPlatform(name: string): boolean {
  return popular.has(name);
}
