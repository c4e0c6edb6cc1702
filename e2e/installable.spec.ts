import { expect, test } from '@playwright/test';
import { openTitle, signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { settle } from './settle.ts';
import { newVisitor, topRated } from './visitor.ts';

test('the app is installable: a manifest with icons and start_url, and a service worker that registers', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 140);
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const response = await page.request.get(manifestHref ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'ReelAtlas', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Search', 'Watchlist']);
  // What a browser asks of any page without an icon link (robots.txt, a feed, an older browser):
  // an icon, not the "Page not found" page, whose 404 is a console error.
  const favicon = await page.request.get('/favicon.ico');
  expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/x-icon']);

  // The worker registers once the page has loaded, and activates.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);

  // Online, the API passes the worker by: a page the worker controls gets no API answer from it,
  // and none is in its caches (the server decides quotas and limits on every call).
  const apiAnswers: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (answer) => {
    const { pathname } = new URL(answer.url());
    if (pathname.startsWith('/api/'))
      apiAnswers.push({ path: pathname, fromWorker: answer.fromServiceWorker() });
  });
  await page.reload();
  await expect.poll(() => apiAnswers.map((answer) => answer.path)).toContain('/api/quota');
  await settle(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(apiAnswers.filter((answer) => answer.fromWorker)).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await context.close();
});

test('offline: the titles and the watchlist already seen show with "Offline"; a search needs a connection; nothing personal after sign-out', async ({
  browser,
}) => {
  // A sign-up with its mail, two searches, and pages offline: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const { context, page } = await newVisitor(browser, 141);
  const picks = (await topRated(page, 8)).filter((pick) => pick.type === 'movie').slice(0, 2);
  const [first, second] = picks;
  if (!first || !second) throw new Error('the catalog has fewer than two top-rated movies');
  const account = uniqueAccount('offline');
  await signUpVerified(page, account);

  // --- Online: two titles opened by a search (counted), one of them put on the watchlist.
  await openTitle(page, first.id, first.title);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'In Watchlist', exact: true })).toBeDisabled();
  await openTitle(page, second.id, second.title);
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  await expect(page.getByRole('button', { name: 'Watched', exact: true })).toBeDisabled();
  await page.goto('/watched');
  await expect(page.getByRole('img', { name: second.title })).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByTestId('list-count')).toHaveText('1 of 100');
  // The planner's answer (Free: how many titles stream somewhere) is kept too.
  await expect(page.getByTestId('planner-streaming')).toBeVisible();
  const plannerOnline = await page.getByTestId('planner-streaming').textContent();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const quota = async () => ((await (await page.request.get('/api/quota')).json()) as { used: number }).used;
  const usedBefore = await quota();
  expect(usedBefore).toBe(2);

  // --- Offline: each page reloads from the app's shell and shows what was kept, saying so.
  await context.setOffline(true);
  for (const pick of [first, second]) {
    await page.goto(`/movie?id=movie:${pick.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.title);
    await expect(page.getByTestId('search-notice')).toHaveText(
      /^Offline — availability as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    await expect(page.getByTestId('stream-entry').first()).toBeVisible();
    // The page came from the worker: the network is off.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }
  await page.goto('/watchlist');
  await expect(page.getByTestId('offline-notice')).toHaveText(/^Offline — availability as of /);
  await expect(page.getByRole('img', { name: first.title })).toBeVisible();
  await expect(page.getByTestId('planner-offline-notice')).toHaveText(/^Offline — availability as of /);
  await expect(page.getByTestId('planner-streaming')).toHaveText(plannerOnline ?? '');
  await page.reload();
  await expect(page.getByRole('img', { name: first.title })).toBeVisible();

  // --- A search offline says it needs a connection, and nothing was counted or kept for later.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill(second.title);
  await box.press('Enter');
  await expect(page.getByText('You are offline. This needs a connection')).toBeVisible();
  // --- So does a change: the kept title's "Add to Watchlist" sends nothing and keeps nothing for later.
  await page.goto(`/movie?id=movie:${second.id}`);
  await expect(page.getByTestId('search-notice')).toHaveText(/^Offline — availability as of /);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText('You are offline. This needs a connection').first()).toBeVisible();
  await context.setOffline(false);
  await page.waitForTimeout(1_000);
  expect(await quota()).toBe(usedBefore);
  const watchlist = (await (await page.request.get('/api/lists/watchlist')).json()) as {
    results: { id: number }[];
  };
  expect(watchlist.results.map((entry) => entry.id)).toEqual([first.id]);

  // --- Signed out, offline again: neither the lists nor the titles of that account show (the last
  // viewed one included), and the posters the worker kept for them (one put there as the worker
  // would) are gone.
  await page.evaluate(async () => {
    const posters = await caches.open('posters');
    await posters.put('https://image.tmdb.org/t/p/w342/kept.jpg', new Response('a poster'));
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/watchlist');
  await expect(page.getByTestId('offline-nothing-kept')).toBeVisible();
  await expect(page.getByRole('img', { name: first.title })).toHaveCount(0);
  await expect(page.getByTestId('planner')).toHaveCount(0);
  expect(await page.evaluate(async () => (await caches.keys()).includes('posters'))).toBe(false);
  await page.goto('/watched');
  await expect(page.getByTestId('offline-nothing-kept')).toBeVisible();
  await expect(page.getByRole('img', { name: second.title })).toHaveCount(0);
  for (const pick of [first, second]) {
    await page.goto(`/movie?id=movie:${pick.id}`);
    await expect(page.getByTestId('offline-nothing-kept')).toBeVisible();
    await expect(page.getByText(pick.title)).toHaveCount(0);
  }
  // Nor the account's last viewed title, which /movie without an id would show.
  await page.goto('/movie');
  await expect(page.getByRole('heading', { level: 1, name: 'No title to show' })).toBeVisible();
  await expect(page.getByText(second.title)).toHaveCount(0);

  // --- A sign-in offline says it needs a connection; back online the visitor is still signed out.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('You are offline. This needs a connection').first()).toBeVisible();
  await context.setOffline(false);
  expect((await (await page.request.get('/api/auth/get-session')).json()) ?? null).toBeNull();
  await context.close();
});
