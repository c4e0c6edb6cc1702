import { expect, test } from '@playwright/test';
import { signUpAdmin, signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor } from './visitor.ts';

// The admin account is created once, by whichever test gets there first.
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@reelatlas.test', username: 'siteadmin', password: 'Secret12' };

test('an admin bans a network, its visitors see the banned page, and unbanning restores it', async ({
  browser,
  baseURL,
}) => {
  const { context: adminContext, page: admin } = await newVisitor(browser, 201);
  await admin.goto('/');
  const existing = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL ?? '' },
  });
  if (!existing.ok()) await signUpAdmin(admin, ADMIN);

  await admin.goto('/profile');
  const section = admin.getByRole('region', { name: 'IP Ban Management' });
  await expect(section).toBeVisible();

  // A non-empty address first.
  await section.getByRole('button', { name: 'Ban IP' }).click();
  await expect(section.getByText('Please enter an IP address.')).toBeVisible();

  await section.getByLabel('IP address or range').fill('198.51.100.77/24');
  await section.getByRole('button', { name: 'Ban IP' }).click();
  await expect(admin.getByText('IP banned successfully')).toBeVisible();
  await expect(
    section.getByRole('list', { name: 'Banned addresses' }).getByText('198.51.100.0/24'),
  ).toBeVisible();

  const banned = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.20' } });
  const visitor = await banned.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Access blocked' })).toBeVisible();
  await expect(visitor.getByRole('alert')).toContainText('blocked');

  await section.getByRole('button', { name: 'Unban 198.51.100.0/24' }).click();
  await expect(admin.getByText('IP unbanned successfully')).toBeVisible();
  await expect(section.getByText('198.51.100.0/24')).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Access blocked' })).toHaveCount(0);
  await expect(visitor.getByRole('searchbox').or(visitor.getByRole('combobox')).first()).toBeVisible();

  await banned.close();
  await adminContext.close();
});

test('a visitor sends the contact form; the admin reads it as plain text', async ({ browser, baseURL }) => {
  const { context, page } = await newVisitor(browser, 202);
  const marker = `msg-${Date.now().toString(36)}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();

  await page.getByLabel('Name').fill('<script>window.pwned=1</script>Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Message').fill(`Is Severance on Apple TV+ in Brazil? ${marker}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Your message has been sent');
  await context.close();

  const { context: adminContext, page: admin } = await newVisitor(browser, 203);
  await admin.goto('/');
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL ?? '' },
  });
  if (!signIn.ok()) await signUpAdmin(admin, ADMIN);
  await admin.goto('/profile');
  const inbox = admin.getByRole('list', { name: 'Latest contact messages' });
  await expect(inbox.getByText(marker)).toBeVisible();
  await expect(inbox.getByText('<script>window.pwned=1</script>Ana <ana@example.com>')).toBeVisible();
  expect(await admin.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await adminContext.close();
});

test('a signed-in user sends a suggestion', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 204);
  await page.goto('/suggest');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await signUpVerified(page, uniqueAccount('idea'));
  await page.goto('/suggest');
  const field = page.getByLabel('Your suggestion');
  await field.fill('  abcd  ');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('Please enter a more detailed suggestion.')).toBeVisible();
  await field.fill('Please add a Kodi export of my watchlist');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByRole('status')).toContainText('Your suggestion has been sent');
  await context.close();
});
