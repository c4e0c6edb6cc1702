// Shared behaviour suites of core's ports: each takes a factory and runs the same tests, so
// every implementation of a port is held to one contract (docs/testing.md#shared-port-suites).
export * from './account-store.ts';
export * from './billing-gateway.ts';
export * from './bot-check.ts';
export * from './catalog-provider.ts';
export * from './contract-titles.ts';
export * from './list-store.ts';
export * from './mailer.ts';
export * from './search-quota-store.ts';
