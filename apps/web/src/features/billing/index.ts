// The billing feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { useBillingPortal } from './use-billing-portal.ts';
export { usePortalReturn } from './use-portal-return.ts';
export { useSubscriptionCheck } from './use-subscription-check.ts';
