// The quota feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).

export { formatSearchesLeft, hasSearchesLeft, isUnlimitedPlan } from './quota-display.ts';
export { applyLogoutCountRule } from './quota-mirror.ts';
export { ResetCountdown } from './ResetCountdown.tsx';
export { SearchCounter } from './SearchCounter.tsx';
export { useNow } from './use-now.ts';
export { useQuota } from './use-quota.ts';
export { useQuotaSync } from './use-quota-sync.ts';
