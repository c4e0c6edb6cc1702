export * from './app-meta-repository.ts';
export * from './botcheck-spent-repository.ts';
export * from './catalog-repository.ts';
export * from './catalog-writer.ts';
export * from './database.ts';
export * from './outbox-repository.ts';
export * from './rows.ts';
export * as schema from './schema.ts';
export * from './search-quota-repository.ts';
