import { expect, test } from '@playwright/test';
import { openTitle, signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor } from './visitor.ts';

test('a visitor picks their services and country: For you answers for them, and the list puts them first', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 70);
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  const panel = page.getByTestId('for-you');
  await expect(panel).toBeVisible();
  // No choice yet: a guessed country and an invitation.
  await expect(panel).toContainText('Your country:');
  await panel.getByRole('button', { name: 'Pick my services' }).click();

  const dialog = page.getByRole('dialog', { name: 'My services' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your country').selectOption('SE');
  // The first card's platform is the one the title streams on most widely.
  const firstPlatform = (
    await page.getByTestId('platform-card').first().locator('h3, h4').first().textContent()
  )
    ?.replace(/\d+ countr.*$/, '')
    .trim();
  expect(firstPlatform).toBeTruthy();
  await dialog.getByRole('searchbox', { name: 'Find a service' }).fill(firstPlatform ?? '');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${firstPlatform}`) }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(panel).toContainText('Your country: Sweden');
  await expect(panel.getByTestId('for-you-home')).toContainText(/In Sweden: |Not streaming in Sweden/);
  const mine = page.locator('[data-testid="platform-card"]', { has: page.getByTestId('your-service') });
  await expect(mine.first()).toContainText(firstPlatform ?? '');
  // Kept in this browser: a reload shows the same answer.
  await page.reload();
  await expect(page.getByTestId('for-you')).toContainText('Your country: Sweden');
  await expect(page.getByTestId('your-service').first()).toBeVisible();
  await context.close();
});

test('the services list costs no search and shows nothing about a title', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 71);
  const before = (await (await page.request.get('/api/quota')).json()) as { used: number };
  const res = await page.request.get('/api/services');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { services: { name: string; countries: number }[] };
  expect(body.services.length).toBeGreaterThan(10);
  const after = (await (await page.request.get('/api/quota')).json()) as { used: number };
  expect(after.used).toBe(before.used);
  await context.close();
});

test('signed in, the choice is kept with the account; the browser’s earlier choice is offered for saving', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 72);
  // Signed out first: a choice kept in this browser.
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  await page.getByTestId('for-you').getByRole('button', { name: 'Pick my services' }).click();
  const dialog = page.getByRole('dialog', { name: 'My services' });
  await expect(dialog.getByText('Kept in this browser only.')).toBeVisible();
  // A service that carries this title: the first card's platform.
  const platform = (await page.getByTestId('platform-card').first().locator('h3, h4').first().textContent())
    ?.replace(/\d+ countr.*$/, '')
    .trim();
  await dialog.getByRole('searchbox', { name: 'Find a service' }).fill(platform ?? '');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${platform}`) }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('your-service').first()).toBeVisible();

  await signUpVerified(page, uniqueAccount('services'));
  await openTitle(page, 603);
  const offer = page.getByTestId('offer-save');
  await expect(offer).toContainText('Keep the 1 service you picked in this browser with your account?');
  await offer.getByRole('button', { name: 'Save them to my account' }).click();
  await expect(offer).toHaveCount(0);
  const saved = (await (await page.request.get('/api/me/services')).json()) as { services: string[] };
  expect(saved.services).toHaveLength(1);
  await context.close();
});
