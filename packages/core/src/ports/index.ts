// Core's ports, one file per domain: what the use cases need from the outside world.
// `db` and `adapters` implement them; `@reelatlas/testing/port-contracts` holds the behaviour
// every implementation of a port shares.
export type { OfferType } from '@reelatlas/contracts';
export * from './accounts.ts';
export * from './alerts.ts';
export * from './bans.ts';
export * from './billing.ts';
export * from './bot-check.ts';
export * from './catalog.ts';
export * from './catalog-cache.ts';
export * from './clock.ts';
export * from './lists.ts';
export * from './mail.ts';
export * from './messages.ts';
export * from './offer-details.ts';
export * from './planner.ts';
export * from './quota.ts';
export * from './rate-limits.ts';
export * from './title-index.ts';
