// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, not part of CI): core's rules, the db stores of the
 * daily limit, lists, billing and bans, and the request middleware, mutated one at a time
 * against the fast tests of vitest.mutation.config.ts, on PostgreSQL (TEST_DATABASE_URL; the
 * npm script defaults it like test:integration:pg). StrykerJS 9.6.1: 10.x refuses to start on
 * Node 20. Scope, runtime, score and accepted survivors: docs/testing.md#mutation-testing.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'packages/core/src/**/*.ts',
    'packages/db/src/{search-quota,list,billing,ban}-store.ts',
    'apps/server/src/middleware/{client-ip,rate-limit,route-rules,require-session,require-admin,same-origin,ban-guard,device-cookie,subject}.ts',
  ],
  // Mutants of code that runs once when a module loads (constants, lookup tables) are "static":
  // Stryker would rerun every test file for each of them, about three quarters of the run's
  // time. They are left out (reported as Ignored); docs/testing.md#mutation-testing lists the rules among them
  // and the tests that guard those.
  ignoreStatic: true,
  dryRunTimeoutMinutes: 10,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Later runs re-test only mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
