import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets several checkouts run their browser suites side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);
// The app sends its mail over SMTP to the suite's mail catcher; specs read it over HTTP.
process.env.MAIL_CATCHER_SMTP_PORT ??= String(port + 10);
process.env.MAIL_CATCHER_HTTP_PORT ??= String(port + 11);
const mailSmtpPort = process.env.MAIL_CATCHER_SMTP_PORT;
const mailHttpPort = process.env.MAIL_CATCHER_HTTP_PORT;

// Playwright evaluates this file in the runner and again in every worker; the env variable makes
// them all agree on one fresh data dir per run (workers inherit the runner's environment).
process.env.REELATLAS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reelatlas-e2e-'));
const dataDir = process.env.REELATLAS_E2E_DATA_DIR;
process.env.REELATLAS_E2E_TMDB_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reelatlas-e2e-tmdb-'));
// A second server on the live catalog, with TMDB_API_URL pointed at a fake TMDb (e2e/tmdb.spec.ts).
export const tmdbServerPort = port + 1000;
export const fakeTmdbPort = port + 1001;
process.env.REELATLAS_E2E_RECAPTCHA_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reelatlas-e2e-recaptcha-'));
// A third server with BOT_CHECK=recaptcha, its siteverify played by a fake (e2e/recaptcha.spec.ts).
export const recaptchaServerPort = port + 2000;
export const fakeSiteverifyPort = port + 2001;
process.env.REELATLAS_E2E_ALERTS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reelatlas-e2e-alerts-'));
// A fourth server for availability alerts (e2e/alerts.spec.ts): the live catalog on a fake TMDb of
// its own (the spec changes its data), titles stale after 1.8 s, refresh and digests every 0.6 s.
export const alertsServerPort = port + 3000;
export const alertsFakeTmdbPort = port + 3001;

// CI runs on a 2-core machine shared with its neighbours: the same suite that takes 10 minutes
// on a quiet one has taken nearly four times as long there, and waits sized for the quiet machine
// failed on steps that were only slow. The waits stretch there (E2E_SLOWDOWN overrides); a test
// that passes spends no longer for it.
const slowdown = Number(process.env.E2E_SLOWDOWN ?? (process.env.CI ? 2 : 1));

/** One ReelAtlas server for the suite: its own port and data dir, started from the sources. */
function appServer(serverPort: number, dir: string | undefined, env: Record<string, string>) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${serverPort}/healthz`,
    // The first start builds the demo catalog.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      DATA_DIR: dir ?? '',
      // Better Auth accepts only this origin, and e-mail links point here: the same host as baseURL.
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: '**/*.spec.ts',
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
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
      command: 'node --import tsx e2e/mail-catcher.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${mailHttpPort}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        MAIL_CATCHER_SMTP_PORT: mailSmtpPort,
        MAIL_CATCHER_HTTP_PORT: mailHttpPort,
      },
    },
    appServer(port, dataDir, {
      // admin-contact.spec.ts signs up with this address to get the admin tools.
      ADMIN_EMAILS: 'admin@reelatlas.test',
      SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
      // Google's pages are played by the browser suite (page routes); nothing reaches Google.
      GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
    }),
    {
      command: `node --import tsx e2e/fake-tmdb-server.ts ${fakeTmdbPort}`,
      cwd: repoRoot,
      // Without credentials the fake answers 401, which tells Playwright it is up.
      url: `http://127.0.0.1:${fakeTmdbPort}/3/movie/top_rated`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    appServer(tmdbServerPort, process.env.REELATLAS_E2E_TMDB_DATA_DIR, {
      TMDB_API_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.fake-read-access-token.signature',
      TMDB_API_URL: `http://127.0.0.1:${fakeTmdbPort}/3`,
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
      // No daily export sync: it would reach for files.tmdb.org.
      TMDB_EXPORTS_SYNC: 'off',
      TMDB_NAMES_CRAWL: 'off',
      TMDB_CHANGE_FEED: 'off',
    }),
    {
      command: `node --import tsx e2e/fake-recaptcha-server.ts ${fakeSiteverifyPort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${fakeSiteverifyPort}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    appServer(recaptchaServerPort, process.env.REELATLAS_E2E_RECAPTCHA_DATA_DIR, {
      BOT_CHECK: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'e2e-site-key',
      RECAPTCHA_SECRET_KEY: 'e2e-recaptcha-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${fakeSiteverifyPort}/siteverify`,
    }),
    {
      command: `node --import tsx e2e/fake-tmdb-server.ts ${alertsFakeTmdbPort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${alertsFakeTmdbPort}/3/movie/top_rated`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    appServer(alertsServerPort, process.env.REELATLAS_E2E_ALERTS_DATA_DIR, {
      SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
      TMDB_API_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.fake-read-access-token.signature',
      TMDB_API_URL: `http://127.0.0.1:${alertsFakeTmdbPort}/3`,
      TMDB_EXPORTS_SYNC: 'off',
      TMDB_NAMES_CRAWL: 'off',
      TMDB_CHANGE_FEED: 'off',
      TMDB_TITLE_TTL_HOURS: '0.0005',
      TMDB_REFRESH_INTERVAL_MINUTES: '0.01',
      ALERT_INTERVAL_MINUTES: '0.01',
    }),
  ],
});
