import { expect, type Page, test } from '@playwright/test';
import { deployServer, twoBuilds } from './two-builds.ts';

// A deploy while the app is open: the open page keeps its own version's files, the new version
// takes over on the next visit, and a page never runs the old version next to a new chunk.
// docs/architecture.md#installable-app-and-offline

const builds = twoBuilds();
let live = builds.first;
let server: Awaited<ReturnType<typeof deployServer>>;

// The suite's server answers /api (playwright.config.ts gives it E2E_PORT).
const apiOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test.beforeAll(async () => {
  server = await deployServer(() => live, apiOrigin);
});
test.afterAll(async () => {
  await server?.close();
});
test.beforeEach(() => {
  live = builds.first;
});

/** The app's scripts this page has loaded: which version's (the second's names end in `v2`). */
async function versionsLoaded(page: Page): Promise<Set<'first' | 'second'>> {
  const names = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.+\.js$/.test(path)),
  );
  return new Set(names.map((name) => (/v2\.js$/.test(name) ? 'second' : 'first')));
}

/** What the worker's precache holds of the app's scripts. */
async function precachedVersions(page: Page): Promise<Set<'first' | 'second'>> {
  const names = await page.evaluate(async () => {
    const found: string[] = [];
    for (const key of await caches.keys()) {
      if (!key.includes('precache')) continue;
      for (const request of await (await caches.open(key)).keys()) found.push(new URL(request.url).pathname);
    }
    return found.filter((path) => /^\/assets\/.+\.js$/.test(path));
  });
  return new Set(names.map((name) => (/v2\.js$/.test(name) ? 'second' : 'first')));
}

test('an open page keeps its version after a deploy; the new worker takes over on the next visit', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const missing: string[] = [];
  context.on('response', (response) => {
    if (response.status() === 404 && response.url().includes('/assets/')) missing.push(response.url());
  });

  // First visit: the worker installs; the second load is under its control.
  await page.goto('/');
  await expect(page.getByRole('combobox')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => precachedVersions(page)).toEqual(new Set(['first']));

  // --- The deploy: the server now has only the second version's files.
  live = builds.second;

  // The open page opens a code-split page of its own version: the worker has its files.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await versionsLoaded(page)).toEqual(new Set(['first']));
  expect(missing).toEqual([]);

  // The new worker is found and installs beside the running one; it does not take over a page
  // that is open (no skipWaiting), so this tab never mixes versions.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    )
    .toBe(true);
  expect(await versionsLoaded(page)).toEqual(new Set(['first']));

  // --- The next visit (every tab of the old version closed): the new worker is in charge, its
  // precache holds only the new files, and the page is the new version whole.
  await page.close();
  const next = await context.newPage();
  await next.goto('/');
  await expect(next.getByRole('combobox')).toBeVisible();
  await expect.poll(() => next.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => precachedVersions(next)).toEqual(new Set(['second']));
  expect(await versionsLoaded(next)).toEqual(new Set(['second']));

  // Offline, the new version opens from the worker, whole.
  await context.setOffline(true);
  await next.reload();
  await expect(next.getByRole('combobox')).toBeVisible();
  await next.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await versionsLoaded(next)).toEqual(new Set(['second']));
  await context.setOffline(false);
  expect(missing).toEqual([]);
  await context.close();
});

test('a page without a worker that asks for a chunk gone after a deploy reloads once, into the new version', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('combobox')).toBeVisible();
  expect(await versionsLoaded(page)).toEqual(new Set(['first']));

  live = builds.second;
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  // The chunk is gone (404): the page reloads once and is the new version, on the page asked for.
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => versionsLoaded(page)).toEqual(new Set(['second']));
  expect(loads).toBe(2);

  // A second failure right after (the network, not a deploy) is an error page, not a reload loop.
  await page.route('**/assets/**', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await page.waitForTimeout(1_500);
  expect(loads).toBe(2);
  await context.close();
});
