import { expect, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

// One guess of the visitor's country, from the browser's language and time zone until they
// choose: "For you", the My services dialog and the sign-up form say the same.

test('a browser in Tokyo: For you, My services and sign-up all start on Japan, said to be a guess', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 114, { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  // A stored choice of English keeps the English pages this spec reads; the guess still comes from
  // the browser's ja-JP and Tokyo (a Japanese browser would otherwise be sent to /ja/).
  await context.addCookies([{ name: 'lang', value: 'en', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const signUpCountry = page.getByLabel('Country');
  await expect(signUpCountry).toHaveValue('JP');
  await expect(page.getByTestId('country-hint')).toHaveText(
    'Suggested from your browser’s language and time zone.',
  );

  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  const panel = page.getByTestId('for-you');
  await expect(panel).toContainText('Your country: Japan (guessed)');
  await panel.getByRole('button', { name: 'Pick my services' }).click();
  const dialog = page.getByRole('dialog', { name: 'My services' });
  await expect(dialog.getByLabel('Your country')).toHaveValue('JP');
  await expect(dialog.getByTestId('country-hint')).toContainText('Guessed from your browser');

  // The visitor's own choice wins over the guess everywhere, sign-up included.
  await dialog.getByLabel('Your country').selectOption('DE');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText('Your country: Germany');
  await expect(panel).not.toContainText('(guessed)');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('DE');
  await expect(page.getByTestId('country-hint')).toHaveCount(0);
  await context.close();
});

test('a browser that tells nothing: the dialog asks for a country, sign-up starts on Sweden', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 115, { locale: 'en', timezoneId: 'UTC' });
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  const panel = page.getByTestId('for-you');
  await expect(panel).toContainText('Your country is not set');
  await panel.getByRole('button', { name: 'Pick my services' }).click();
  const country = page.getByRole('dialog', { name: 'My services' }).getByLabel('Your country');
  // Never the alphabet's first country as if chosen.
  await expect(country).toHaveValue('');
  await expect(country.locator('option:checked')).toHaveText('Choose your country');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('SE');
  await expect(page.getByTestId('country-hint')).toHaveCount(0);
  await context.close();
});
