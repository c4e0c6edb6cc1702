import type { MapTier } from './map-colouring.ts';

/**
 * Okabe–Ito colours (distinguishable with every common colour-vision deficiency), and a pattern on
 * two of them so the tiers differ without colour too. The same fills in both themes: they keep at
 * least 3:1 against the land and sea greys of either theme (the countries with no offer).
 */
export const TIER_COLOURS: Record<MapTier, string> = {
  subscription: '#0072B2',
  free: '#009E73',
  paid: '#E69F00',
  unknown: '#CC79A7',
};

/** Land with no offer and the sea, from the theme's variables so both themes work. */
export const NO_OFFER_FILL = 'var(--ra-border)';
export const SEA_FILL = 'var(--ra-surface-2)';

export const tierFill = (prefix: string, tier: MapTier) => `url(#${prefix}-${tier})`;

/** One <pattern> per tier: solid, stripes (free or with ads) or dots (rent or buy only). */
export function TierPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-subscription`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={TIER_COLOURS.subscription} />
      </pattern>
      <pattern
        id={`${prefix}-free`}
        width="5"
        height="5"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="5" height="5" fill={TIER_COLOURS.free} />
        <rect width="1.6" height="5" fill="#ffffff" opacity="0.75" />
      </pattern>
      <pattern id={`${prefix}-paid`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" fill={TIER_COLOURS.paid} />
        <circle cx="2.5" cy="2.5" r="1.1" fill="#000000" opacity="0.7" />
      </pattern>
      <pattern id={`${prefix}-unknown`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={TIER_COLOURS.unknown} />
      </pattern>
    </defs>
  );
}
