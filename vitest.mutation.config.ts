import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The tests StrykerJS runs for every mutant (`npm run test:mutation`): its vitest runner takes
// one config file and cannot pick one project of several. The workspace packages are resolved
// to the sources beside this file: Stryker runs the tests in a copy of the repository (its
// sandbox), where node_modules/@reelatlas/* would still lead to the originals, and the tests
// would never see a mutant of core, db or the middleware.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@reelatlas\/(core|db|contracts|testing)$/, replacement: here('./packages/$1/src/index.ts') },
      // The test database and the ALTCHA solver alone, without the other fakes' packages
      // (Stripe, SMTP): loaded per mutant.
      {
        find: /^@reelatlas\/testing\/(test-database|migrated-database|altcha-solver)$/,
        replacement: here('./packages/testing/src/$1.ts'),
      },
      { find: /^@reelatlas\/adapters\/(.+)$/, replacement: here('./packages/adapters/src/$1/index.ts') },
    ],
  },
  test: {
    // Tests that take milliseconds to a second once their file is loaded: core's rules, the
    // client-IP grouping, the middleware on a bare app, and the db stores of the daily limit,
    // lists, billing and bans (on PostgreSQL: see the global setup). The API tests (a server
    // boot per file, per mutant) would take hours; see docs/testing.md#mutation-testing.
    include: [
      'packages/core/test/**/*.test.ts',
      'apps/server/test/{client-ip,middleware-rules}.test.ts',
      // Core's use cases on the real stores, catalog cache, bot checks, mailers and gateways.
      'apps/server/test/use-cases/*.test.ts',
      'packages/db/test/{list,ban,billing}-store.test.ts',
      'packages/db/test/search-quota-*.test.ts',
      'packages/db/test/group-commit.test.ts',
    ],
    globalSetup: [here('./packages/testing/src/mutation-global-setup.ts')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
