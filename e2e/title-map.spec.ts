import { expect, type Page, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

/** A title page opened by a counted search, with its map shown (behind a button on a phone). */
async function openTitle(page: Page) {
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  const show = page.getByRole('button', { name: 'Show map' });
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
  if (await show.isVisible()) await show.click();
  // The map's chunk is fetched when the map comes near the viewport.
  await page.getByTestId('map-panel').scrollIntoViewIfNeeded();
  const map = page.getByRole('group', { name: /World map/ });
  await expect(map).toBeVisible();
  return map;
}

test('a keyboard user tabs into the map, moves to a country and presses Enter: the list shows only it', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 231);
  const map = await openTitle(page);
  await page.getByLabel('Filter by platform or country').focus();
  // Tab on from the filters until the focus is on the map's one tab stop.
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-code'))) break;
  }
  const first = page.locator(':focus');
  await expect(first).toHaveAttribute('role', 'button');
  await page.keyboard.press('ArrowRight');
  const focused = page.locator(':focus');
  const code = await focused.getAttribute('data-code');
  const label = (await focused.getAttribute('aria-label')) ?? '';
  const name = label.split(':')[0] ?? '';
  expect(code).toMatch(/^[A-Z]{2}$/);
  // Focus names the country and its services under the map too (not on hover only).
  await expect(page.getByTestId('map-info')).toHaveText(label);
  await page.keyboard.press('Enter');

  await expect(page.getByLabel('Country', { exact: true })).toHaveValue(code ?? '');
  const listed = page.getByTestId('country-name');
  await expect(listed.first()).toHaveText(name);
  expect(new Set(await listed.allTextContents())).toEqual(new Set([name]));
  await expect(map.locator(`[data-code="${code}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('map-chosen')).toHaveCount(1);
  await context.close();
});

test("a small country's dot is on the map and picks that country", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 232);
  const map = await openTitle(page);
  const dots = map.getByTestId('map-dot');
  await expect(dots.first()).toBeVisible();
  const dot = dots.first();
  const code = await dot.getAttribute('data-code');
  await expect(dot).toHaveAttribute('role', 'button');
  await dot.click();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue(code ?? '');
  await context.close();
});

test('at 360 px the map fits, zooms with buttons and leaves the list below it', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 233, { viewport: { width: 360, height: 740 } });
  const map = await openTitle(page);
  const panel = page.getByTestId('map-panel');
  const width = await panel.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(map.locator('g').first()).toHaveAttribute('transform', /scale\(2\)/);
  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(map.locator('g').first()).toHaveAttribute('transform', /scale\(1\)/);
  // Opened, the map comes before the list; it never covers it.
  const [mapBottom, listTop] = await page.evaluate(() => [
    document.querySelector('[data-testid="map-panel"]')?.getBoundingClientRect().bottom ?? 0,
    document.querySelector('[data-testid="platform-card"]')?.getBoundingClientRect().top ?? 0,
  ]);
  expect(listTop).toBeGreaterThanOrEqual(mapBottom);
  await page.screenshot({ path: test.info().outputPath('map-360.png'), fullPage: true });
  await context.close();
});
