import { expect, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

test('the counter follows a search made in another tab', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 40);
  const other = await context.newPage();
  await page.goto('/');
  await other.goto('/');
  await expect(other.getByTestId('search-counter')).toHaveText('used 0 of 2');

  await page.getByRole('region', { name: 'Top rated' }).getByRole('button').first().click();
  await page.waitForURL(/\/movie\?id=/);
  // No reload in the other tab: the storage event / 1 s poll makes it re-read the server's count.
  await expect(other.getByTestId('search-counter')).toHaveText('used 1 of 2');
  await context.close();
});

test('a bot check that cannot load says so, keeps the query and spends no search', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 41);
  await page.route('**/api/botcheck/challenge', (route) => route.abort());
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('Inception');
  await page.getByRole('button', { name: 'Search' }).click();
  const alert = page.getByTestId('search-problem');
  await expect(alert).toContainText('Security check (reCAPTCHA) not ready');
  await expect(alert).toContainText('normal (non-private) browser window');
  await expect(box).toHaveValue('Inception');
  await expect(page.getByTestId('search-counter')).toHaveText('used 0 of 2');
  await context.close();
});

test('an unknown title gets the not-found text and keeps the query', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 42);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('Qwxz Nonexistent Title 9');
  await box.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('search-problem')).toContainText('❌ Movie not found. Please try again.');
  await expect(box).toHaveValue('Qwxz Nonexistent Title 9');
  await expect(page.getByTestId('search-counter')).toHaveText('used 0 of 2');
  await context.close();
});

test('/movieoverlay shows the title with the upgrade overlay once no searches are left', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 43);
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  await page.goto('/?movie=The Godfather');
  await page.waitForURL(/\/movie\?id=/);
  await page.goto('/movieoverlay');
  await expect(page.getByRole('heading', { level: 1, name: 'The Godfather' })).toBeVisible();
  const overlay = page.getByRole('dialog', { name: 'No searches left today' });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('upsell-screen')).toBeVisible();
  await context.close();
});
