// The title feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).

// Flag images: the planner's ranking shows them as the title page does (no emoji, drawn as boxes without an emoji font).
export { flagUrl } from './flag-url.ts';
export { LazyWorldMapSvg } from './map/lazy-world-map.ts';
// The world map's pieces the planner's compact map reuses (WorldMapSvg itself is imported lazily).
export { MapLoadBoundary } from './map/MapLoadBoundary.tsx';
export type { CountryOffers } from './map/map-colouring.ts';
export { NO_OFFER_FILL } from './map/map-palette.tsx';
export { type StreamEntry, toStreamEntries } from './stream-entries.ts';
