import { expect, test } from '@playwright/test';
import { openTitle, signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor, topRated } from './visitor.ts';

// Pro's journey through test billing (no Stripe configured): Free → 7-day trial → unlimited
// searches → cancel in the "portal" → subscription-cancelled page → end of period → Free.
test('Pro from trial to cancellation through test billing', async ({ browser }) => {
  test.setTimeout(120_000);
  const account = uniqueAccount('payer');
  const { context, page } = await newVisitor(browser, 177);
  const titles = await topRated(page, 5);
  if (titles.length < 5) throw new Error('the catalog has too few top-rated titles');

  await signUpVerified(page, account);

  // --- Premium: the trial offer, Upgrade → the TEST MODE checkout → Pay → thank-you page.
  await page.goto('/premium');
  const pro = page.getByRole('region', { name: 'Pro plan' });
  await expect(pro.getByText('7 Day Free Trial')).toBeVisible();
  await pro.getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(/\/dev\/checkout$/);
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  await expect(page.getByTestId('checkout-terms')).toContainText('7-day free trial');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/thankyou$/);
  await expect(page.getByTestId('thank-you')).toContainText('Pro access is active');

  // --- Unlimited searches: more than a Free account's 3; the counter says so, not a count.
  for (const title of titles) await openTitle(page, title.id, title.title);
  await page.goto('/');
  await expect(page.getByTestId('search-counter').first()).toHaveText('Unlimited searches');
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);

  await page.goto('/premium');
  await expect(page.getByTestId('trial-banner')).toContainText('7 days left');
  await expect(pro.getByRole('button', { name: 'Current' })).toBeDisabled();

  // --- Profile: Trial with days left, deletion blocked; Cancel Trial opens the portal.
  await page.goto('/profile');
  await expect(page.getByTestId('account-type')).toContainText('Trial');
  await expect(page.getByTestId('pro-delete-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel Trial' }).click();
  await page.waitForURL(/\/dev\/billing$/);
  await expect(page.getByTestId('subscription-status')).toHaveText('trialing');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('cancels at the end of the period');

  // --- Back from the portal with an end date: the subscription-cancelled page.
  await page.getByRole('link', { name: 'Return to ReelAtlas' }).click();
  await page.waitForURL(/\/subscription-cancelled$/);
  await expect(page.getByTestId('cancelled-status')).toContainText('7 more days');
  await expect(page.getByRole('link', { name: 'Reactivate Pro' })).toBeVisible();

  // --- The trial's end arrives: Free again, 3 searches, ads, and the cancelled page is closed.
  await page.goto('/dev/billing');
  await page.getByRole('button', { name: 'End trial now' }).click();
  await expect(page.getByText('No active subscription.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to ReelAtlas' }).click();
  await page.waitForURL(/\/profile$/);
  await expect(page.getByTestId('account-type')).toHaveText(/^Free/);
  await page.goto('/subscription-cancelled');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('search-counter').first()).toHaveText(/of 3$/);
  await expect(page.getByTestId('ad-slot')).toBeVisible();

  // --- A second trial is not offered.
  await page.goto('/premium');
  await expect(pro.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  await expect(pro.getByText('7 Day Free Trial')).toHaveCount(0);
  await context.close();
});
