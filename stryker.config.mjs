// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, not part of CI): core's rules and the client-IP
 * grouping mutated one at a time against the unit project's domain tests
 * (vitest.mutation.config.ts). StrykerJS 9.6.1: 10.x refuses to start on Node 20. Scope, results
 * and accepted survivors: README, "Testing".
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Narrower than issue 21's scope so that one run stays under 15 minutes on the shared machine
  // (README, "Testing"): the db repositories and most middleware are reached only by API tests.
  mutate: ['packages/core/src/**/*.ts', 'apps/server/src/middleware/client-ip.ts'],
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
