import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: `unit` (domain rules and the HTTP API on in-memory PGlite), `web` (React
// components in jsdom) and `integration` (the API suite again on a real PostgreSQL; CI sets
// TEST_DATABASE_URL). `npm test` runs unit and web; e2e runs in Playwright.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on a 2-core machine (CI's), one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          // The server's files share one module graph per worker (each still opens its own
          // database): importing the app and PGlite once per worker, not once per file, halves
          // the project's time. The web project keeps isolation: its files share a DOM.
          isolate: false,
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'scripts/test/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          isolate: false,
          include: ['apps/server/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Only runs when asked for (npm run test:integration:pg).
          // The demo-catalog boot, data-dir lock and db:backup tests are about PGlite on disk; the unit project runs them.
          exclude: process.env.TEST_DATABASE_URL
            ? ['**/demo-catalog-boot.test.ts', '**/data-dir-lock.test.ts', '**/db-backup.test.ts']
            : ['**'],
        },
      },
    ],
  },
});
