// The content feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { JustWatchAttribution } from './JustWatchAttribution.tsx';
export { hasSourcedFacts, OfferFactsCredit } from './OfferFactsCredit.tsx';
export { ProStructuredData } from './ProStructuredData.tsx';
export { TmdbAttribution } from './TmdbAttribution.tsx';
