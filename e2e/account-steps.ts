import { expect, type Page } from '@playwright/test';
import { openMailLink, type uniqueAccount } from './dev-mail.ts';

type Account = ReturnType<typeof uniqueAccount>;

/** Signs up through the form: "check your inbox", no session until the link is followed. */
export async function signUp(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Username').fill(account.username);
  // The form starts on the browser's guess; the specs' accounts live in Sweden.
  await page.getByLabel('Country').selectOption('SE');
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('account-created')).toBeVisible();
}

/** Signs up and signs in with the e-mail still unverified (the sign-in form keeps the address). */
export async function signUpUnverified(page: Page, account: Account) {
  await signUp(page, account);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('signed-in-panel')).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toBeVisible();
}

/** Signs up, follows the emailed verification link, and signs in. */
export async function signUpVerified(page: Page, account: Account) {
  await signUp(page, account);
  const link = await openMailLink(page, account.email, 'verifyEmail');
  await link.click();
  // The confirmation shows briefly before the page moves on to /login; on a loaded machine the
  // move can come first (then /login says so). Any of them proves the link was taken; the banner
  // check below proves the address verified.
  await expect(
    page
      .getByTestId('email-verified')
      .or(page.getByTestId('signed-in-panel'))
      .or(page.getByText('Your email has been verified! Please log in.'))
      .first(),
  ).toBeVisible();
  await page.waitForURL(/\/login$/);
  const signedIn = page.getByTestId('signed-in-panel');
  const signInForm = page.getByRole('heading', { name: 'Welcome Back' });
  await expect(signedIn.or(signInForm)).toBeVisible();
  if (await signInForm.isVisible()) {
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Profile: ${account.username}` }),
  ).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
}

/** Opens a title page through a search for its id (counted: a signed-in user has 3 a day). */
export async function openTitle(page: Page, id: number, title?: string) {
  await page.goto(`/?movie=${id}`);
  await page.waitForURL(new RegExp(`/movie\\?id=movie:${id}$`));
  const heading = page.getByRole('heading', { level: 1 });
  if (title) await expect(heading).toHaveText(title);
  else await expect(heading).not.toHaveText('');
  return (await heading.textContent()) ?? '';
}

/**
 * An ADMIN_EMAILS account as its owner makes it (docs/product-rules.md#admins): signed up and verified, then the
 * password set again through the e-mailed reset link (a password chosen before verification is
 * never trusted with admin rights), then signed in.
 */
export async function signUpAdmin(page: Page, account: Account) {
  await signUpVerified(page, account);
  await page.goto('/profile');
  // No admin tools yet, and the profile says why, with the button that sends the reset e-mail.
  const hint = page.getByTestId('admin-setup-banner');
  await expect(hint).toContainText("is on this site's admin list");
  await expect(page.getByRole('region', { name: 'IP Ban Management' })).toHaveCount(0);
  await hint.getByRole('button', { name: 'Send the reset email' }).click();
  await expect(hint.getByText('Reset email sent.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname !== '/profile');
  const link = await openMailLink(page, account.email, 'resetPassword');
  await link.click();
  await page.getByLabel('New password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm new password').fill(account.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Profile: ${account.username}` }),
  ).toBeVisible();
}
