import { expect, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

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

  // The worker registers once the page has loaded, and activates.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await context.close();
});
