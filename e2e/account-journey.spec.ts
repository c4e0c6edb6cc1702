import { expect, test } from '@playwright/test';
import { openTitle, signUpVerified } from './account-steps.ts';
import { openMailLink, uniqueAccount } from './dev-mail.ts';
import { newVisitor, topRated } from './visitor.ts';

const WATCHLIST_FULL =
  "You've reached the maximum limit of 100 movies in your watchlist. Please remove some movies before adding more.";

// An account's journey in one run: sign up → verification link → sign in → both lists → limit
// reached (seeded to 100) → remove → reset password → delete account → data gone.
test('an account from sign-up to deletion', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const account = uniqueAccount('journey');
  const { context, page } = await newVisitor(browser, 95);
  const header = page.getByRole('banner');
  const [pick, other] = await topRated(page, 2);
  if (!pick || !other) throw new Error('the catalog has too few top-rated titles');

  await signUpVerified(page, account);

  // --- Both lists from the title page.
  await openTitle(page, pick.id, pick.title);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'In Watchlist', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  await expect(page.getByRole('button', { name: 'Watched', exact: true })).toBeDisabled();

  // --- Seed the watchlist to 100, then the next title is refused with the product text.
  const fillers = Array.from({ length: 200 }, (_, i) => i + 1)
    .filter((id) => id !== pick.id && id !== other.id)
    .slice(0, 99);
  for (let start = 0; start < fillers.length; start += 10) {
    const answers = await Promise.all(
      fillers.slice(start, start + 10).map((id) =>
        page.request.post('/api/lists/watchlist', {
          data: { id, type: 'movie' },
          headers: { origin: baseURL ?? '' },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(200);
  }
  await openTitle(page, other.id, other.title);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText(WATCHLIST_FULL)).toBeVisible();

  // --- Remove one on /watchlist.
  await page.goto('/watchlist');
  await expect(page.getByTestId('list-count')).toHaveText('100 of 100');
  await page.getByRole('button', { name: `Remove ${pick.title}` }).click();
  await expect(page.getByTestId('list-count')).toHaveText('99 of 100');
  await page.goto('/watched');
  await expect(page.getByRole('button', { name: `Remove ${pick.title}` })).toBeVisible();

  // --- Sign out, reset the password through the e-mailed link, sign in with the new one.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Re-enter email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset password' }).click();
  await expect(
    page.getByText('Password reset email sent! Please check your inbox and spam folder.'),
  ).toBeVisible();
  const link = await openMailLink(page, account.email, 'resetPassword');
  await link.click();
  const newPassword = 'Journey99';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(header.getByRole('link', { name: `Profile: ${account.username}` })).toBeVisible();

  // --- Delete the account with the (new) password.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByLabel('Current password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // --- The data is gone: no session, no lists, and the e-mail no longer signs in.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/lists/watchlist')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: newPassword },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.status()).toBe(401);
  await context.close();
});
