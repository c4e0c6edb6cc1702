import { expect, type Page, test } from '@playwright/test';
import { signUpVerified } from './account-steps.ts';
import { applyTheme, expectNoAxeViolations, type Theme } from './axe.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor, topRated } from './visitor.ts';

// axe-core on the app's pages, in both themes: what a signed-out visitor sees, and a Trial user's
// watchlist with the planner (ranking, map and a country's titles) and profile.

const THEMES: Theme[] = ['dark', 'light'];

async function expectBothThemesClean(page: Page, label: string) {
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    await expectNoAxeViolations(page, `${label} (${theme})`);
  }
}

test('signed out: home, Premium and sign-in/sign-up pass axe in both themes', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 111, { bypassCsp: true });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Top rated' }).getByRole('listitem')).toHaveCount(8);
  await expectBothThemesClean(page, '/');

  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBothThemesClean(page, '/premium');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectBothThemesClean(page, '/login (sign in)');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expectBothThemesClean(page, '/login (sign up)');
  await context.close();
});

test('an address the app has no page for: 404, noindex, and the app’s own “Page not found”', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 112);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Page not found · ReelAtlas');
  // Back to a real page in the app: no noindex left behind.
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page.getByRole('region', { name: 'Top rated' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // The app's pages stay 200.
  expect((await page.request.get('/watchlist')).status()).toBe(200);
  expect((await page.request.get('/profile/someone')).status()).toBe(200);
  await context.close();
});

test('a Trial user: the watchlist with the planner and the profile pass axe in both themes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await newVisitor(browser, 113, { bypassCsp: true });
  const titles = await topRated(page, 4);
  const account = uniqueAccount('axeplan');
  await signUpVerified(page, account);
  const statuses = await page.evaluate(async (refs) => {
    const answers: number[] = [];
    for (const ref of refs) {
      const response = await fetch('/api/lists/watchlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: ref.id, type: ref.type }),
      });
      answers.push(response.status);
    }
    return answers;
  }, titles);
  expect(statuses).toEqual([200, 200, 200, 200]);

  // The header's profile link: its name holds the words it shows (the initials are drawn).
  const profileLink = page.getByRole('banner').getByRole('link', { name: `Profile: ${account.username}` });
  await expect(profileLink).toHaveText(account.username);

  // The trial through the local test billing, then one service picked.
  await page.goto('/premium');
  await page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(/\/dev\/checkout$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/thankyou$/);
  await page.goto('/watchlist');
  const planner = page.getByTestId('planner');
  await planner.getByRole('button', { name: 'Pick my services' }).click();
  const dialog = page.getByRole('dialog', { name: 'My services' });
  await dialog.getByTestId('service-options').getByRole('checkbox').first().check();
  await expectBothThemesClean(page, 'the My services dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Ranking, map (loaded) and one country's titles; an alert switched on (a pressed toggle).
  const rows = planner.getByTestId('planner-ranking').getByRole('button');
  await expect(rows.nth(1)).toBeVisible();
  await expect(planner.getByRole('group', { name: /World map/ })).toBeVisible();
  await rows.nth(1).click();
  await expect(planner.getByTestId('planner-title').first()).toBeVisible();
  const alertToggle = page.getByRole('button', { name: /^Alert me: / }).first();
  await alertToggle.click();
  await expect(alertToggle).toHaveAttribute('aria-pressed', 'true');
  await expectBothThemesClean(page, '/watchlist with the planner');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectBothThemesClean(page, '/profile');
  await context.close();
});
