import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The `unit` project of vitest.config.ts alone, for StrykerJS (`npm run test:mutation`): its
// vitest runner takes one config file and cannot pick one project of several. The workspace
// packages are resolved to the sources beside this file: Stryker runs the tests in a copy of the
// repository (its sandbox), where node_modules/@reelatlas/* would still lead to the originals,
// and the API tests would never see a mutant of core, db or the middleware.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@reelatlas\/(core|db|contracts|testing)$/, replacement: here('./packages/$1/src/index.ts') },
      { find: /^@reelatlas\/adapters\/(.+)$/, replacement: here('./packages/adapters/src/$1/index.ts') },
    ],
  },
  test: {
    // The unit project's domain tests and the client-IP test: each runs in
    // milliseconds to seconds. The API tests (a server boot per file) would take hours for
    // the ~1,000 mutants on this machine; see README, "Testing".
    include: ['packages/core/test/**/*.test.ts', 'apps/server/test/client-ip.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
