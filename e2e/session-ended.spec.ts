import { expect, test } from '@playwright/test';
import { signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor } from './visitor.ts';

test('a search from a browser whose session ended elsewhere goes to /login and runs after sign-in', async ({
  browser,
}) => {
  const account = uniqueAccount('ended');
  const laptop = await newVisitor(browser, 73);
  await signUpVerified(laptop.page, account);

  // The laptop has the site open, signed in.
  await laptop.page.goto('/');
  await expect(
    laptop.page.getByRole('banner').getByRole('link', { name: `Profile: ${account.username}` }),
  ).toBeVisible();

  // On another device the same person signs in and signs out every other session.
  const phone = await newVisitor(browser, 74);
  const api = phone.context.request;
  const headers = { origin: new URL(laptop.page.url()).origin };
  const signIn = await api.post('/api/auth/sign-in/email', {
    headers,
    data: { email: account.email, password: account.password },
  });
  expect(signIn.ok()).toBe(true);
  expect((await api.post('/api/auth/revoke-other-sessions', { headers, data: {} })).ok()).toBe(true);

  // Back on the laptop, without reloading, a search is answered 401: the title is kept as the
  // pending movie and the laptop goes to /login (docs/product-rules.md#search-answers).
  const box = laptop.page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('The Matrix');
  await laptop.page.getByRole('option').filter({ hasText: '1999' }).first().click();
  await laptop.page.waitForURL(/\/login$/);
  await expect(laptop.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await laptop.page.getByLabel('Email', { exact: true }).fill(account.email);
  await laptop.page.getByLabel('Password', { exact: true }).fill(account.password);
  await laptop.page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // After sign-in the pending search runs and opens its title.
  await laptop.page.waitForURL(/\/movie\?id=movie:\d+$/);
  await expect(laptop.page.getByRole('heading', { level: 1 })).toHaveText('The Matrix');
  await laptop.context.close();
  await phone.context.close();
});
