import { expect, type Page, test } from '@playwright/test';
import { openMailLink, uniqueAccount, waitForMail } from './dev-mail.ts';
import { newVisitor } from './visitor.ts';

const VERIFIED = 'Your email has been verified! Please log in.';
const LINK_EXPIRED = 'Your email is already verified or this link has expired.';
const RESET_LINK_EXPIRED = 'This password reset link is invalid or has expired.';

async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, verify through the emailed link, sign in, use the signed-in allowance, sign out', async ({
  browser,
}) => {
  const account = uniqueAccount('signup');
  const { context, page } = await newVisitor(browser, 60);
  const header = page.getByRole('banner');

  // --- Sign up: the client checks the rules first.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In / Sign Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expect(page.getByText('Please complete all fields and accept the terms.').first()).toBeVisible();

  await password.fill(account.password);
  await page.getByLabel('Username').fill(account.username);
  // Preselected: the browser's guess (e2e/visitor-country.spec.ts), a suggestion to change.
  await expect(page.getByLabel('Country')).not.toHaveValue('');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // --- "Check your inbox" (the same answer a taken address gets): no session yet, one green
  // banner with the resend button, the sign-in form ready with the address kept.
  const verifyBanner = page.getByTestId('account-created');
  await expect(verifyBanner).toContainText(`Check your inbox: we sent an email to ${account.email}.`);
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await verifyBanner.getByRole('button', { name: 'Resend email' }).click();
  await expect(verifyBanner.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  // --- Signing in while unverified signs in and shows the resend prompt; searches are counted
  // as a visitor's, and the counter says how to get 3.
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('verify-email-banner')).toBeVisible();
  await expect(page.getByTestId('signed-in-panel')).toContainText(account.username);
  await page.goto('/');
  await expect(page.getByTestId('search-counter')).toHaveText(
    'used 0 of 2 · Verify your e-mail to get 3 searches a day',
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // --- The emailed link verifies the address, then /login after 2 s.
  const link = await openMailLink(page, account.email, 'verifyEmail');
  await link.click();
  await expect(page).toHaveURL(/\/google\/action\?mode=verifyEmail&oobCode=/);
  await expect(page.getByText(VERIFIED)).toBeVisible();
  await page.waitForURL(/\/login$/);
  await expect(page.getByText(VERIFIED)).toBeVisible();

  // --- The same link again: the product used-link text and 'Go to Login', never "verified" again.
  await link.click();
  await expect(page.getByText(LINK_EXPIRED)).toBeVisible();
  await expect(page.getByText(VERIFIED)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.waitForURL(/\/login$/);

  // --- A verified sign-in goes home, signed in, with the allowance of 3.
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: `Profile: ${account.username}` })).toBeVisible();
  await expect(page.getByTestId('search-counter')).toHaveText('used 0 of 3');
  expect(await page.evaluate(() => localStorage.getItem('user_logged_in'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('user_plan'))).toBe('Free');

  // --- Profile, then Log Out: back to the anonymous allowance.
  await header.getByRole('link', { name: `Profile: ${account.username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('search-counter')).toHaveText('used 0 of 2');
  expect(await page.evaluate(() => localStorage.getItem('user_logged_in'))).toBe('false');
  await page.goto('/profile');
  await page.waitForURL(/\/login$/);
  await context.close();
});

test('forgot password: reset mail, new password through the emailed link, sign in with it', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = uniqueAccount('reset');
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '', 'x-forwarded-for': '203.0.113.62' },
    data: {
      name: account.username,
      email: account.email,
      password: account.password,
      username: account.username,
      country: 'SE',
    },
  });
  expect(signUp.status()).toBe(200);

  const { context, page } = await newVisitor(browser, 61);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await page.getByLabel('Re-enter email').fill(`x${account.email}`);
  await page.getByRole('button', { name: 'Send reset password' }).click();
  await expect(page.getByText('Emails do not match.')).toBeVisible();
  await page.getByLabel('Re-enter email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset password' }).click();
  await expect(
    page.getByText('Password reset email sent! Please check your inbox and spam folder.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // --- The emailed link: the new password twice.
  const link = await openMailLink(page, account.email, 'resetPassword');
  const resetUrl = link.href;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Newpass99');
  await page.getByLabel('Confirm new password').fill('Newpass98');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Newpass99');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL(/\/login$/);
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();

  // --- The old password no longer works; the new one does.
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await page.getByLabel('Password', { exact: true }).fill('Newpass99');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Signed up without verifying: signed in, with the resend prompt.
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Profile: ${account.username}` }),
  ).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toBeVisible();

  // --- A used link says so as it opens (no form to fill in first), and offers a new link.
  await page.goto(new URL(resetUrl).pathname + new URL(resetUrl).search);
  await expect(page.getByText(RESET_LINK_EXPIRED)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Re-enter email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset password' }).click();
  await expect(
    page.getByText('Password reset email sent! Please check your inbox and spam folder.'),
  ).toBeVisible();
  // …which is a fresh, working link.
  const fresh = await openMailLink(page, account.email, 'resetPassword');
  expect(fresh.href).not.toBe(resetUrl);
  await fresh.click();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await context.close();
});

test('email action links without a mode or code, or with another mode, are refused', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 63);
  await page.goto('/google/action');
  await expect(page.getByText('Invalid action URL')).toBeVisible();
  await page.goto('/google/action?mode=recoverEmail&oobCode=x');
  await expect(page.getByText('Unsupported action')).toBeVisible();
  await page.goto('/google/action?mode=verifyEmail&oobCode=not-a-token');
  await expect(page.getByText(LINK_EXPIRED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  // A made-up reset code is refused as the page opens.
  await page.goto('/google/action?mode=resetPassword&oobCode=made-up-code');
  await expect(page.getByText(RESET_LINK_EXPIRED)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await context.close();
});

test('signing up with a taken address answers like a new one, and the owner is e-mailed', async ({
  browser,
}) => {
  const account = uniqueAccount('taken');
  const owner = await newVisitor(browser, 65);
  await signUpThroughForm(owner.page, account);
  await expect(owner.page.getByTestId('account-created')).toContainText('Check your inbox');
  await owner.context.close();

  const other = await newVisitor(browser, 64);
  await signUpThroughForm(other.page, { ...account, username: `${account.username}x`, password: 'Other123' });
  await expect(other.page.getByTestId('account-created')).toContainText(
    `Check your inbox: we sent an email to ${account.email}. Follow its link to verify your address, then sign in here.`,
  );
  await expect(other.page.getByRole('alert')).toHaveCount(0);
  // Only the owner learns of the attempt, by e-mail.
  const mail = await waitForMail(account.email, 'Someone tried to sign up to ReelAtlas with your address');
  expect(mail.text).toContain('sign in or reset your password');
  await other.context.close();
});

async function signUpThroughForm(page: Page, account: { email: string; password: string; username: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
}
