// The alerts feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { AvailabilityEmailsSection } from './AvailabilityEmailsSection.tsx';
export { RecentChanges } from './RecentChanges.tsx';
export { WatchlistAlerts } from './WatchlistAlerts.tsx';
