export * from './account.ts';
export * from './catalog.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './platforms.ts';
export * from './quota.ts';
export * from './search-query.ts';
