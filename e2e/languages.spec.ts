import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { settle } from './settle.ts';
import { newVisitor } from './visitor.ts';

// The app in another language: its prefixed address, its texts and direction, the language
// menu, and the browser's language on a first visit.

test('/de/ shows German texts, lang="de", and links that stay in German', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 241);
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Am besten bewertet' })).toBeVisible();
  const main = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(main.getByRole('link', { name: 'Merkliste' })).toHaveAttribute('href', '/de/watchlist');
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page).toHaveTitle('ReelAtlas — wo du streamen kannst, in jedem Land');
  await main.getByRole('link', { name: 'Meistgesucht' }).click();
  await expect(page).toHaveURL(/\/de\/most-searched$/);
  await context.close();
});

test('/ar/ is right to left with Arabic texts, and axe finds nothing', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 242, { bypassCsp: true });
  await page.goto('/ar/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'الأعلى تقييمًا' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'قائمة المشاهدة' }).first()).toBeVisible();
  // The header mirrors: the language menu, before the theme toggle in reading order, is to its right.
  const menu = page.getByTestId('language-menu');
  const themeToggle = page.getByTestId('theme-toggle');
  const [menuBox, toggleBox] = [await menu.boundingBox(), await themeToggle.boundingBox()];
  expect(menuBox && toggleBox && menuBox.x > toggleBox.x).toBe(true);
  await expectNoAxeViolations(page, 'home in Arabic');
  await menu.click();
  await expectNoAxeViolations(page, 'home in Arabic, language menu open');
  await context.close();
});

test('the language menu switches language by keyboard, keeps the page, and is remembered', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 243);
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const button = page.getByRole('button', { name: /Language/ });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const french = page.getByRole('link', { name: 'Français' });
  await french.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Politique de confidentialité', exact: true })).toBeVisible();

  // Remembered: the English address now opens in French.
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
  // And back to English, which is remembered too.
  await page.getByRole('button', { name: /Langue/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('link', { name: 'Privacy Policy', exact: true })).toBeVisible();
  await context.close();
});

test("a first visit in Korean opens the Korean page; the first load of / fetches no other language's texts and no page's texts", async ({
  browser,
}) => {
  const korean = await newVisitor(browser, 244, { locale: 'ko-KR' });
  await korean.page.goto('/help');
  await expect(korean.page).toHaveURL(/\/ko\/help$/);
  await expect(
    korean.page.getByRole('contentinfo').getByRole('link', { name: '개인정보 처리방침' }),
  ).toBeVisible();
  await korean.context.close();

  const english = await newVisitor(browser, 245, { locale: 'en-US' });
  const scripts: string[] = [];
  english.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await english.page.goto('/');
  await expect(english.page.getByRole('heading', { name: 'Top rated' })).toBeVisible();
  await settle(english.page);
  expect(scripts.filter((path) => /_locale_/.test(path))).toEqual([]);
  // The other pages' texts come with the first code-split page, never with the home page.
  expect(scripts.filter((path) => /\/pages-[\w-]+\.js$/.test(path))).toEqual([]);
  // Nor the file of what the pages share (build/chunk-groups.ts): the start-up checks are apart.
  expect(scripts.filter((path) => /\/common-[\w-]+\.js$/.test(path))).toEqual([]);
  // React DOM's file (src/shell/react-root.ts), evaluated in a task after the entry's, is fetched
  // with the entry by the boot script's preload, not once the entry has run: one request, no wait.
  await expect(english.page.locator('link[rel="modulepreload"][href*="/react-root-"]')).toHaveCount(1);
  expect(scripts.filter((path) => /\/react-root-[\w-]+\.js$/.test(path))).toHaveLength(1);
  await english.context.close();
});

test('the title page answers in German and in Arabic, counts in their plural forms', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 246);
  await page.goto('/de/');
  await page.getByRole('region', { name: 'Am besten bewertet' }).getByRole('button').first().click();
  await page.waitForURL(/\/de\/movie\?id=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Wo streamen' })).toBeVisible();
  await expect(page.getByLabel('Nach Plattform oder Land filtern')).toBeVisible();
  await expect(page.getByTestId('stream-summary')).toHaveText(/^\d+ Plattform(en)? in \d+ (Land|Ländern)$/);
  await expect(page.getByRole('button', { name: 'Zur Merkliste' })).toBeVisible();
  await expect(page.getByText(/\b(Popular Platforms|Add to Watchlist|countries)\b/)).toHaveCount(0);

  // The same title in Arabic, right to left (the stored answer is reopened for free).
  const url = new URL(page.url());
  await page.goto(`/ar${url.pathname.slice('/de'.length)}${url.search}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'أين تشاهد' })).toBeVisible();
  await expect(page.getByTestId('stream-summary')).toContainText(' في ');
  await context.close();
});
