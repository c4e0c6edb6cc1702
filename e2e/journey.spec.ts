import { expect, type Page, test } from '@playwright/test';
import { newVisitor, posterTitle } from './visitor.ts';

async function expectCounter(page: Page, text: string) {
  await expect(page.getByTestId('search-counter').first()).toHaveText(text);
}

test('anonymous journey: search, filter, use up the daily allowance, stay blocked across contexts', async ({
  browser,
}) => {
  // --- Home: 8 top-rated posters and the counter.
  const { context, page } = await newVisitor(browser, 10);
  await page.goto('/');
  const topRatedGrid = page.getByRole('region', { name: 'Top rated' });
  await expect(topRatedGrid.getByRole('listitem')).toHaveCount(8);
  await expectCounter(page, 'used 0 of 2');
  await expect(page.getByText('Demo catalog: sample data')).toBeVisible();
  await expect(page.locator('html[data-demo-catalog]')).toHaveCount(1);

  // --- Autocomplete, keyboard selection.
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('ma');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const firstTitle = (await options.first().locator('span.font-medium').textContent()) ?? '';
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0/);
  await box.press('Enter');

  // --- Title page.
  await page.waitForURL(/\/movie\?id=(movie|tv):\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByText('1 search left today')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to Stream' })).toBeVisible();
  await expect(page.getByText('Demo catalog: sample data')).toBeVisible();
  const entries = page.getByTestId('stream-entry');
  await expect(entries.first()).toBeVisible();
  const firstEntry = entries.first();
  // The flag is a decorative image (emoji flags are not drawn everywhere), and it loads.
  const flag = firstEntry.locator('img').first();
  await expect(flag).toHaveAttribute('alt', '');
  await expect(flag).toHaveAttribute('src', /\/assets\/flag-[A-Z]{2}-[\w-]+\.png$/);
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(((await firstEntry.getByTestId('country-name').textContent()) ?? '').length).toBeGreaterThan(2);

  // --- Filters narrow the list.
  const countrySelect = page.getByLabel('Country', { exact: true });
  const platformSelect = page.getByLabel('Platform', { exact: true });
  const textFilter = page.getByLabel('Filter by platform or country');

  const countryOption = countrySelect.locator('option').nth(1);
  const countryCode = (await countryOption.getAttribute('value')) ?? '';
  const countryLabel = (await countryOption.textContent()) ?? '';
  await countrySelect.selectOption(countryCode);
  await expect(page.getByTestId('country-name').first()).toBeVisible();
  for (const name of await page.getByTestId('country-name').allTextContents())
    expect(name).toBe(countryLabel);
  await countrySelect.selectOption('');

  const platformName = (await platformSelect.locator('option').nth(1).textContent()) ?? '';
  await platformSelect.selectOption(platformName);
  await expect(page.getByTestId('platform-card')).toHaveCount(1);
  await expect(page.getByTestId('platform-card').getByRole('heading')).toContainText(platformName);
  await platformSelect.selectOption('');

  await textFilter.fill(countryLabel);
  await expect(page.getByTestId('country-name').first()).toHaveText(countryLabel);
  for (const name of await page.getByTestId('country-name').allTextContents())
    expect(name).toContain(countryLabel);
  await textFilter.fill('zzzz-no-such-platform');
  await expect(
    page.getByText(/^No streaming options (with audio or subtitles in English )?match your filters\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(entries.first()).toBeVisible();

  // --- Back home: the counter moved; second search from a poster.
  await page.getByRole('link', { name: 'ReelAtlas' }).click();
  await expectCounter(page, 'used 1 of 2');
  const posters = page.getByRole('region', { name: 'Top rated' }).getByRole('button');
  let second = 0;
  while ((await posterTitle(posters.nth(second))) === firstTitle) second++;
  await posters.nth(second).click();
  await page.waitForURL(/\/movie\?id=/);
  await expect(page.getByRole('heading', { name: 'Where to Stream' })).toBeVisible();
  await expect(page.getByText('No searches left today').first()).toBeVisible();

  // --- Third search is blocked: home is the upsell, and a search attempt opens the overlay.
  await page.getByRole('link', { name: 'ReelAtlas' }).click();
  await expect(page.getByTestId('upsell-screen')).toBeVisible();
  await expectCounter(page, 'used 2 of 2');
  await expect(page.getByRole('link', { name: 'Go Pro' })).toHaveAttribute('href', '/premium');
  await page.goto('/?movie=Inception');
  const overlay = page.getByRole('dialog', { name: 'No searches left today' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(
    "You've hit your daily free search limit. Log in to get a bonus search, or upgrade to Pro for unlimited searches.",
  );
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await context.close();

  // --- A new browser (no cookie, no storage) from the same IP is blocked too.
  const sameIp = await newVisitor(browser, 10);
  await sameIp.page.goto('/');
  await expect(sameIp.page.getByTestId('upsell-screen')).toBeVisible();
  await expectCounter(sameIp.page, 'used 2 of 2');
  // Even a client that believes it has searches left is refused by the server.
  await sameIp.page.route('**/api/quota', (route) =>
    route.fulfill({
      json: {
        used: 0,
        limit: 2,
        remaining: 2,
        resetAt: new Date(Date.now() + 3_600_000).toISOString(),
        plan: 'anonymous',
      },
    }),
  );
  await sameIp.page.reload();
  const searchBox = sameIp.page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await searchBox.fill('Inception');
  const searchAnswer = sameIp.page.waitForResponse('**/api/search');
  await sameIp.page.getByRole('button', { name: 'Search' }).click();
  expect((await searchAnswer).status()).toBe(429);
  await expect(sameIp.page.getByRole('dialog', { name: 'No searches left today' })).toBeVisible();
  await sameIp.page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(sameIp.page).toHaveURL(/\/premium$/);
  await sameIp.context.close();

  // --- Another IP is not affected.
  const other = await newVisitor(browser, 11);
  await other.page.goto('/');
  await expectCounter(other.page, 'used 0 of 2');
  await expect(other.page.getByRole('combobox', { name: 'Search a movie or TV show' })).toBeVisible();
  await other.context.close();
});
