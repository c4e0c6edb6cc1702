import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openMailLink, uniqueAccount } from './dev-mail.ts';
import { newVisitor } from './visitor.ts';

const VERIFIED = 'Your email has been verified! Please log in.';
/** 'MMM dd, yyyy, HH:mm'. */
const PROFILE_DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}$/;

async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('profile: details, username and country changes, data export, account deletion', async ({
  browser,
  request,
  baseURL,
}) => {
  // --- Someone else already holds a username.
  const other = uniqueAccount('taken');
  const otherSignUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '', 'x-forwarded-for': '203.0.113.151' },
    data: {
      name: other.username,
      email: other.email,
      password: other.password,
      username: other.username,
      country: 'SE',
    },
  });
  expect(otherSignUp.status()).toBe(200);

  const account = uniqueAccount('profile');
  const { context, page } = await newVisitor(browser, 150);
  const header = page.getByRole('banner');

  // --- Sign up, then verify through the emailed link.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Country').selectOption('SE');
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('account-created')).toBeVisible();

  const link = await openMailLink(page, account.email, 'verifyEmail');
  await link.click();
  await expect(page.getByText(VERIFIED)).toBeVisible();
  await page.waitForURL(/\/login$/);
  // The sign-up session may have survived the verification; sign in only when it did not.
  const welcome = page.getByRole('heading', { name: 'Welcome Back' });
  await expect(welcome.or(page.getByTestId('signed-in-panel'))).toBeVisible();
  if (await welcome.isVisible()) {
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
  }

  // --- The profile: who, verified, when, which plan.
  await header.getByRole('link', { name: `Profile: ${account.username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Account Information' });
  await expect(info.getByTestId('profile-username')).toHaveText(account.username);
  await expect(info.getByTestId('profile-email')).toHaveText(account.email);
  await expect(info.getByTestId('email-verified')).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  await expect(info.getByTestId('member-since')).toHaveText(PROFILE_DATE);
  await expect(info.getByTestId('last-login')).toHaveText(PROFILE_DATE);
  await expect(info.getByTestId('account-type')).toHaveText('Free');
  await expect(info.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/premium');
  await expect(page.getByRole('region', { name: 'Subscription Management' })).toHaveCount(0);
  for (const name of ['Country Settings', 'Your data', 'Session', 'Danger Zone']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  // --- Username: a taken one is refused at the field; a free one is saved everywhere.
  await info.getByRole('button', { name: 'Change username' }).click();
  const usernameField = info.getByLabel('New username');
  await expect(usernameField).toBeFocused();
  await usernameField.fill(other.username.toUpperCase());
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByText('Username is already taken')).toBeVisible();
  await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
  const renamed = `${account.username}x`;
  await usernameField.fill(renamed);
  await usernameField.press('Enter');
  await expect(info.getByTestId('profile-username')).toHaveText(renamed);
  await expect(info.getByRole('button', { name: 'Change username' })).toBeFocused();
  await expect(header.getByRole('link', { name: `Profile: ${renamed}` })).toBeVisible();

  // --- Country: the button waits for a change, then confirms with a toast; the choice is kept.
  const countries = page.getByRole('region', { name: 'Country Settings' });
  const country = countries.getByLabel('Country');
  const updateCountry = countries.getByRole('button', { name: 'Update Country' });
  await expect(country).toHaveValue('SE');
  await expect(updateCountry).toBeDisabled();
  await country.selectOption('DE');
  await expect(updateCountry).toBeEnabled();
  await updateCountry.click();
  await expect(page.getByText('✅ Country updated!')).toBeVisible();
  await expect(updateCountry).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Country Settings' }).getByLabel('Country')).toHaveValue(
    'DE',
  );

  // --- Download my data: a JSON file about this user.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('reelatlas-my-data.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    user: { email: string; username: string; country: string };
  };
  expect(exported.user).toMatchObject({ email: account.email, username: renamed, country: 'DE' });

  // --- Delete: the dialog is keyboard-usable; a wrong password is refused, the right one deletes.
  const deleteButton = page.getByRole('button', { name: 'Delete Account' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  const password = dialog.getByLabel('Current password');
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await password.fill('Wrong123');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill(account.password);
  await password.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_logged_in'))).toBe('false');
  await page.goto('/profile');
  await page.waitForURL(/\/login$/);

  // --- The account is gone: its e-mail no longer signs in.
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await context.close();
});
