import { expect, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

test('dark by default; the theme toggle persists across a reload', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 30);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await context.close();
});

test('at 390×844 the links move into a focus-trapped side menu', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 31, { viewport: { width: 390, height: 844 } });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await openButton.click();

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Watchlist', 'Watched', 'Most Searched', 'Premium', 'Sign In']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  // Focus stays inside while tabbing.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openButton).toBeFocused();

  await openButton.click();
  await menu.getByRole('link', { name: 'Most Searched' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Most Loved Picks' })).toBeVisible();
  await expect(menu).toBeHidden();
  await context.close();
});

test('desktop header, footer offer and static pages', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 32);
  await page.goto('/');
  // No logo on home; it appears elsewhere.
  await expect(page.getByRole('banner').getByRole('link', { name: 'ReelAtlas' })).toHaveCount(0);
  const offer = page.getByRole('link', { name: '73% off + 3 extra months' });
  await expect(offer).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(offer).toHaveAttribute('target', '_blank');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Most Searched' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Most Loved Picks' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ReelAtlas' })).toBeVisible();

  await nav.getByRole('link', { name: 'Premium' }).click();
  for (const plan of ['Free', 'Logged In', 'Pro']) {
    await expect(page.getByRole('region', { name: `${plan} plan` })).toBeVisible();
  }
  await expect(page.getByText('7 Day Free Trial')).toBeVisible();
  await page.getByRole('region', { name: 'Free plan' }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  for (const [path, heading] of [
    ['/help', 'Help'],
    ['/faq', 'Frequently Asked Questions'],
    ['/terms', 'Terms of Service'],
    ['/privacypolicy', 'Privacy Policy'],
    ['/contact', 'Contact'],
    ['/suggest', 'Suggest a Feature'],
    ['/upgrade', 'Daily limit reached'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await context.close();
});

test('the skip link is the first stop and jumps to the content', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 33);
  await page.goto('/');
  // The page's shell paints before the app's JavaScript is fetched (src/shell): wait for the app,
  // since the shell itself has nothing to focus.
  await expect(page.getByRole('combobox', { name: 'Search a movie or TV show' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await context.close();
});
