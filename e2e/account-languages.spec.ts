import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor } from './visitor.ts';

// The account and Premium pages in another language: the form's own texts, the shared schema's
// field messages, plural forms and prices as the language writes them.

test('/de/login signs up in German: labels, field messages and the switch back', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 251);
  await page.goto('/de/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden / Registrieren' })).toBeVisible();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  await page.getByLabel('E-Mail').fill('kein-mail');
  await page.getByLabel('Passwort').fill('abc');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Ungültiges E-Mail-Format.')).toBeVisible();
  await expect(page.getByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toBeFocused();
  await page.getByRole('button', { name: 'Stattdessen anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await context.close();
});

test('/ar/premium is right to left, counts two searches with the dual, and axe finds nothing', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 252, { bypassCsp: true });
  await page.goto('/ar/premium');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'بريميوم' })).toBeVisible();
  const free = page.getByRole('region', { name: 'خطة Free' });
  await expect(free.getByText('عمليتا بحث يوميًا')).toBeVisible();
  await expect(page.getByText('تجربة مجانية لمدة 7 أيام')).toBeVisible();
  await expect(page.getByTestId('pro-price')).toContainText('US$');
  await expectNoAxeViolations(page, 'Premium in Arabic');
  await page.goto('/ar/login');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await expectNoAxeViolations(page, 'login in Arabic');
  await context.close();
});
