import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openMailLink, uniqueAccount } from './dev-mail.ts';
import { expectEverythingFits } from './layout-check.ts';
import { newVisitor } from './visitor.ts';

// The whole journey (search → title → sign-up → watchlist) in texts that are longer than
// English (the tests' pseudo-language: accented, 40 % longer), in German and in Arabic (right to
// left), at a phone's width and a desktop's: every text fits its box and the screen. Selectors
// are roles, names of form fields and test ids, never English words, so the same steps run in
// every language. docs/testing.md#languages-in-the-browser

// Each journey signs up (a mail round trip) and checks a page at every step: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** The tests' pseudo-language, in a build that carries it (npm run test:e2e builds with it). */
async function usePseudoLanguage(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('pseudoLocale', '1'));
}

/** Whether the English texts became pseudo ones: only in a build with REELATLAS_PSEUDO_LOCALE=1. */
async function pseudoBuilt(page: Page): Promise<boolean> {
  await page.goto('/');
  // The search box's name, as a screen reader reads it.
  const name = await page
    .getByRole('combobox')
    .evaluate(
      (box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? box.getAttribute('aria-label') ?? '',
    );
  return name !== '' && !/[A-Za-z]/.test(name);
}

/** No ASCII letter: a pseudo text (every letter accented) and no English one. */
const NO_ENGLISH = /^[^A-Za-z]*$/;

async function signUpAndIn(page: Page, prefix: string, label: string) {
  const account = uniqueAccount('layout');
  await page.goto(`${prefix}/login`);
  const auth = page.locator('section[aria-labelledby="auth-heading"]');
  await auth.locator('p button').click();
  const form = auth.locator('form');
  await expect(form.locator('input[name="username"]')).toBeVisible();
  await expectEverythingFits(page, `${label}: the sign-up form`);
  await form.locator('input[name="email"]').fill(account.email);
  await form.locator('input[name="password"]').fill(account.password);
  await form.locator('input[name="username"]').fill(account.username);
  await form.locator('select').selectOption('SE');
  await form.locator('input[name="acceptTerms"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-created')).toBeVisible();
  await expectEverythingFits(page, `${label}: account created`);
  const link = await openMailLink(page, account.email, 'verifyEmail');
  await link.click();
  // The confirmation shows briefly before the page moves on to /login (a link that failed stays
  // on its problem page): reaching /login proves the link was taken.
  await page.waitForURL(/\/login$/);
  const signedIn = page.getByTestId('signed-in-panel');
  const signInForm = page.locator('form input[name="password"]');
  await expect(signedIn.or(signInForm)).toBeVisible();
  if (await signInForm.isVisible()) {
    await page.locator('form input[name="email"]').fill(account.email);
    await signInForm.fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }
}

/** search → title → sign-up → watchlist, checking that everything fits at each step. */
async function journey(
  page: Page,
  { prefix, label, axe = false }: { prefix: string; label: string; axe?: boolean },
) {
  await page.goto(`${prefix}/`);
  const box = page.getByRole('combobox');
  await expect(box).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectEverythingFits(page, `${label}: home`);
  if (axe) await expectNoAxeViolations(page, `${label}: home`);

  await box.fill('ma');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectEverythingFits(page, `${label}: suggestions`);
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/movie\?id=(movie|tv):\d+$/);
  const titleAddress = new URL(page.url());
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
  await expectEverythingFits(page, `${label}: title page`);
  if (axe) await expectNoAxeViolations(page, `${label}: title page`);

  await signUpAndIn(page, prefix, label);
  if (axe) {
    await page.goto(`${prefix}/login`);
    await expect(page.getByTestId('signed-in-panel')).toBeVisible();
    await expectNoAxeViolations(page, `${label}: /login, signed in`);
  }

  await page.goto(`${titleAddress.pathname}${titleAddress.search}`);
  const add = page.getByTestId('add-to-watchlist');
  await add.click();
  await expect(add).toBeDisabled();
  await expectEverythingFits(page, `${label}: title page, signed in`);
  await page.goto(`${prefix}/watchlist`);
  await expect(page.getByTestId('list-count')).toContainText('1');
  await expect(page.getByTestId('planner')).toBeVisible();
  await expectEverythingFits(page, `${label}: watchlist`);
  if (axe) await expectNoAxeViolations(page, `${label}: watchlist`);
}

for (const [size, viewport] of [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`the pseudo-language at ${size}: the journey's texts all fit, and the shell has no English left`, async ({
    browser,
  }) => {
    const { context, page } = await newVisitor(browser, size === '360 px' ? 150 : 151, { viewport });
    await usePseudoLanguage(context);
    // `npm run test:e2e` builds with it; a build without it fails here rather than passing unseen.
    expect(
      await pseudoBuilt(page),
      'this build has no pseudo-language: build with REELATLAS_PSEUDO_LOCALE=1',
    ).toBe(true);

    // The shell is translated: its texts come from the catalogs, every one pseudo.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(NO_ENGLISH);
    // The site's own links (the VPN partner's and TMDb's are brand names).
    const footerLinks = page.getByRole('contentinfo').locator('a[href^="/"]');
    for (const link of await footerLinks.all()) await expect(link).toHaveText(NO_ENGLISH);
    if (viewport === DESKTOP) {
      const navigation = page.getByRole('banner').getByRole('navigation').getByRole('link');
      await expect(navigation).toHaveCount(4);
      for (const link of await navigation.all()) await expect(link).toHaveText(NO_ENGLISH);
    }

    await journey(page, { prefix: '', label: `pseudo, ${size}` });
    await context.close();
  });
}

test('German at 360 px: the journey, every text fitting', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 152, { viewport: PHONE, locale: 'de-DE' });
  await journey(page, { prefix: '/de', label: 'German, 360 px' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('Arabic at 360 px: the journey right to left, every text fitting, and axe finds nothing', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 153, {
    viewport: PHONE,
    locale: 'ar',
    bypassCsp: true,
  });
  await journey(page, { prefix: '/ar', label: 'Arabic, 360 px', axe: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('Arabic at 1280 px: the journey right to left, every text fitting', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 154, { viewport: DESKTOP, locale: 'ar' });
  await journey(page, { prefix: '/ar', label: 'Arabic, 1280 px' });
  await context.close();
});

test('Japanese: axe finds nothing on /, a title page, /watchlist and /login', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 155, { locale: 'ja-JP', bypassCsp: true });
  await page.goto('/ja/');
  await expect(page.getByRole('combobox')).toBeVisible();
  await expectNoAxeViolations(page, 'Japanese: home');
  const box = page.getByRole('combobox');
  await box.fill('ma');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/ja\/movie\?id=(movie|tv):\d+$/);
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Japanese: title page');
  await page.goto('/ja/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'Japanese: /watchlist, signed out');
  await page.goto('/ja/login');
  await expect(page.locator('form input[name="email"]')).toBeVisible();
  await expectNoAxeViolations(page, 'Japanese: /login');
  await context.close();
});
