import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets several checkouts run their browser suites side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);

// Playwright evaluates this file in the runner and again in every worker; the env variable makes
// them all agree on one fresh data dir per run (workers inherit the runner's environment).
process.env.REELATLAS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reelatlas-e2e-'));
const dataDir = process.env.REELATLAS_E2E_DATA_DIR;
process.env.REELATLAS_E2E_TMDB_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reelatlas-e2e-tmdb-'));
// A second server on the live catalog, with TMDB_API_URL pointed at a fake TMDb (e2e/tmdb.spec.ts).
export const tmdbServerPort = port + 1000;
const fakeTmdbPort = port + 1001;
const serverEnv = { TRUST_PROXY: '1', LOG_LEVEL: 'warn' };

export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/healthz`,
      // The first start builds the demo catalog.
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        // Better Auth accepts only this origin, and e-mail links point here: the same host as baseURL.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `node --import tsx e2e/fake-tmdb-server.ts ${fakeTmdbPort}`,
      cwd: repoRoot,
      // Without credentials the fake answers 401, which tells Playwright it is up.
      url: `http://127.0.0.1:${fakeTmdbPort}/3/movie/top_rated`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${tmdbServerPort}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(tmdbServerPort),
        DATA_DIR: process.env.REELATLAS_E2E_TMDB_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${tmdbServerPort}`,
        TMDB_API_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.fake-read-access-token.signature',
        TMDB_API_URL: `http://127.0.0.1:${fakeTmdbPort}/3`,
        TMDB_REFRESH_INTERVAL_MINUTES: '0',
      },
    },
  ],
});
