import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openTitle, signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { alertsServerPort } from './playwright.config.ts';

// A live catalog's posters kept by the service worker for offline reading
// (docs/architecture.md#installable-app-and-offline). The server on a fake TMDb with SMTP (see
// playwright.config.ts) names The Matrix's poster on TMDb's image host; that host is played in the
// browser's network, with a real PNG, reachable only while the test says it is online.
const live = `http://127.0.0.1:${alertsServerPort}`;
const POSTER = 'https://image.tmdb.org/t/p/w342/matrix.jpg';
const image = readFileSync(new URL('../apps/web/public/icons/icon-192.png', import.meta.url));

/** Whether the title page shows the poster image itself, decoded (not the generated card). */
const posterShown = (page: Page) =>
  page
    .locator(`img[src="${POSTER}"]`)
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 192);
const posterCached = (page: Page) =>
  page.evaluate(async (url) => (await caches.has('posters')) && !!(await caches.match(url)), POSTER);

test('offline: a title’s poster shows from the worker’s cache, not the card; after sign-out the cache is gone', async ({
  browser,
}) => {
  // A sign-up with its mail, a search, and pages offline: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: live,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.151' },
    viewport: { width: 1280, height: 900 },
  });
  let hostReachable = true;
  let served = 0;
  // Requests of the page and of its service worker alike (Chromium routes both here).
  await context.route('https://image.tmdb.org/t/p/**', async (route) => {
    if (!hostReachable) return route.abort('internetdisconnected');
    served++;
    await route.fulfill({ status: 200, contentType: 'image/png', body: image });
  });
  const page = await context.newPage();
  await signUpVerified(page, uniqueAccount('posters'));
  // The worker controls the page from its next load on (no clientsClaim).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // --- Online: the title opened by a search; its poster comes from the image host, and is kept.
  await openTitle(page, 603, 'The Matrix');
  await expect.poll(() => posterShown(page)).toBe(true);
  await expect.poll(() => posterCached(page)).toBe(true);
  const servedOnline = served;
  expect(servedOnline).toBeGreaterThan(0);

  // --- Offline: the title reopened from the app's shell shows the poster from the cache.
  hostReachable = false;
  await context.setOffline(true);
  await page.goto('/movie?id=movie:603');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix');
  await expect(page.getByTestId('search-notice')).toHaveText(/^Offline — availability as of /);
  await expect.poll(() => posterShown(page)).toBe(true);
  expect(served).toBe(servedOnline);

  // --- Signed out: the posters kept for that account are gone with its kept copies (what the
  // pages then show offline is e2e/installable.spec.ts's part).
  await context.setOffline(false);
  hostReachable = true;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('posters'))).toBe(false);
  await context.close();
});
