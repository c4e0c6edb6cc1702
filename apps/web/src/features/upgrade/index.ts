// The upgrade feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; README, How it works).
export { UpsellScreen } from './UpsellScreen.tsx';
export { useUpgradeOverlay } from './upgrade-overlay-context.ts';
