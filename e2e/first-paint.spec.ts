import { expect, type Page, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

/** Keeps the app's JavaScript from loading: what shows is the HTML's own first paint. */
const withoutApp = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** When the first contentful paint happened, and when the app's entry script was requested. */
function paintAndEntry(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const fetched = entry ? performance.getEntriesByName(entry)[0]?.startTime : undefined;
    return { paint, fetched: fetched ?? null };
  });
}

test('/ paints its heading with the HTML, fetches the app after that paint, and the app replaces it', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 160, { viewport: { width: 412, height: 823 } });
  await withoutApp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'ReelAtlas' })).toBeVisible();
  await expect(page.getByText('Find where to stream any movie or TV show, in every country.')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Search a movie or TV show' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const { paint, fetched } = await paintAndEntry(page);
  expect(paint).not.toBeNull();
  expect(fetched).not.toBeNull();
  expect(fetched as number).toBeGreaterThanOrEqual(paint as number);
  await context.close();
});

test('the title page paints the stored title with the HTML, then the app shows it once', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 161, { viewport: { width: 412, height: 823 } });
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  const url = page.url();
  const description = await page.locator('main p.leading-relaxed').textContent();
  // The title is copied to storage when the page's main thread first rests (after its rows).
  await page.waitForFunction(() => localStorage.getItem('lastViewedMovie')?.includes('"Inception"'));

  const shellOnly = await context.newPage();
  await withoutApp(shellOnly);
  await shellOnly.goto(url);
  await expect(shellOnly.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();
  await expect(shellOnly.getByText(description ?? '', { exact: true })).toBeVisible();

  // Another title's address: the stored one must not stand in for it.
  await shellOnly.goto(url.replace(/:(\d+)$/, ':999999'));
  await expect(shellOnly.getByRole('main')).toHaveCount(0);

  await shellOnly.unrouteAll();
  await shellOnly.goto(url);
  await expect(shellOnly.getByRole('heading', { name: 'Where to Stream' })).toBeVisible();
  await expect(shellOnly.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(shellOnly.getByRole('heading', { level: 1 })).toHaveText('Inception');
  const { paint, fetched } = await paintAndEntry(shellOnly);
  expect(fetched as number).toBeGreaterThanOrEqual(paint as number);
  await context.close();
});

test('a page without a shell starts its app at once', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 162);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await context.close();
});
