// The planner feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { OfflinePlanner } from './OfflinePlanner.tsx';
export { PlannerPremiumNote } from './PlannerPremiumNote.tsx';
export { WatchlistPlanner } from './WatchlistPlanner.tsx';
