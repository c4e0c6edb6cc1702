// The title feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).

export { LazyWorldMapSvg } from './map/lazy-world-map.ts';
// The world map's pieces the planner's compact map reuses (WorldMapSvg itself is imported lazily).
export { MapLoadBoundary } from './map/MapLoadBoundary.tsx';
export type { CountryOffers } from './map/map-colouring.ts';
export { NO_OFFER_FILL } from './map/map-palette.tsx';
export { type StreamEntry, toStreamEntries } from './stream-entries.ts';
