import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

/**
 * Plays Google's account chooser inside the sign-in popup: `answer` decides what "Google" sends
 * back to the site's callback (an error code, a code, or nothing while the person looks).
 */
async function playGoogle(context: BrowserContext, answer: { error?: string; code?: string } | 'stay') {
  await context.route('https://accounts.google.com/**', async (route) => {
    const asked = new URL(route.request().url());
    if (answer === 'stay') {
      await route.fulfill({
        contentType: 'text/html',
        body: '<title>Choose an account</title><p>Google</p>',
      });
      return;
    }
    const back = new URL(asked.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', asked.searchParams.get('state') ?? '');
    if (answer.error) back.searchParams.set('error', answer.error);
    if (answer.code) back.searchParams.set('code', answer.code);
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
}

async function openPopup(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  return popupOpened;
}

test('Google sign-in runs in a popup; cancelling there shows the product text', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 85);
  await playGoogle(context, { error: 'access_denied' });
  const popup = await openPopup(page);
  await popup.waitForEvent('close');
  await expect(page.getByText('Sign-in was cancelled. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await context.close();
});

test('closing the Google popup shows the product text', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 86);
  await playGoogle(context, 'stay');
  const popup = await openPopup(page);
  await expect(popup).toHaveTitle('Choose an account');
  await expect(page.getByRole('button', { name: /Waiting for Google/ })).toBeVisible();
  await popup.close();
  await expect(page.getByText('Sign-in window was closed. Please try again.')).toBeVisible();
  await context.close();
});

test('any other failure Google reports ends in the generic text, signed out', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 87);
  await playGoogle(context, { error: 'server_error' });
  const popup = await openPopup(page);
  await popup.waitForEvent('close');
  await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Sign In/ })).toBeVisible();
  await context.close();
});
