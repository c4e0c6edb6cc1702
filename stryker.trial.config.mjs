import base from './stryker.config.mjs';
export default { ...base, mutate: ['packages/db/src/search-quota-repository.ts', 'packages/db/src/billing-repository.ts'], incremental: false, reporters: ['clear-text', 'progress', 'json'], jsonReporter: { fileName: 'reports/mutation/db-trial2.json' } };
