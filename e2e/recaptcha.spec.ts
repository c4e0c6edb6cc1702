import { expect, type Page, test } from '@playwright/test';
import { messages } from '@reelatlas/contracts';
import { fakeSiteverifyPort, recaptchaServerPort } from './playwright.config.ts';
import { newVisitor } from './visitor.ts';

// BOT_CHECK=recaptcha (docs/product-rules.md#search-answers): the browser runs Google's v3 script and sends its
// token with the search; the server asks siteverify. Google is played on both sides: the script
// by a page route (nothing reaches Google), siteverify by e2e/fake-recaptcha-server.ts.
const site = `http://127.0.0.1:${recaptchaServerPort}`;
const siteverify = `http://127.0.0.1:${fakeSiteverifyPort}`;

/** Google's api.js as far as the web app uses it: ready() and execute() with an action. */
const fakeGrecaptcha = (score: number) => `
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (siteKey, { action }) =>
      Promise.resolve('e2e:' + action + ':${score}:' + siteKey + '-' + Math.random().toString(36).slice(2)),
  };`;

async function playGoogle(page: Page, score: number): Promise<string[]> {
  const scripts: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js*', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: fakeGrecaptcha(score) });
  });
  return scripts;
}

async function searchFor(page: Page, title: string) {
  await page.goto(`${site}/`);
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill(title);
  await box.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a search passes reCAPTCHA v3: the token of action "submit" is verified by the server', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 178);
  const scripts = await playGoogle(page, 0.9);
  await searchFor(page, 'Inception');
  await page.waitForURL(/\/movie\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();
  expect(scripts[0]).toContain('render=e2e-site-key');

  const received = (await (await page.request.get(`${siteverify}/received`)).json()) as Record<
    string,
    string
  >[];
  const mine = received.filter((form) => form.remoteip === '203.0.113.178');
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ secret: 'e2e-recaptcha-secret' });
  expect(mine[0]?.response).toMatch(/^e2e:submit:0\.9:e2e-site-key-/);
  await context.close();
});

test('a low reCAPTCHA score is refused with the product text, the query kept and nothing counted', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 151);
  await playGoogle(page, 0.1);
  await searchFor(page, 'Inception');
  await expect(page.getByTestId('search-problem')).toContainText(messages.botCheckFailed);
  await expect(page.getByRole('combobox', { name: 'Search a movie or TV show' })).toHaveValue('Inception');
  await expect(page.getByTestId('search-counter')).toHaveText('used 0 of 2');
  await context.close();
});

test('a blocked reCAPTCHA script says the check is not ready, and spends no search', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 179);
  await page.route('https://www.google.com/recaptcha/api.js*', (route) => route.abort());
  await searchFor(page, 'Inception');
  const alert = page.getByTestId('search-problem');
  await expect(alert).toContainText(messages.botCheckNotReady);
  await expect(page.getByTestId('search-counter')).toHaveText('used 0 of 2');
  await context.close();
});
