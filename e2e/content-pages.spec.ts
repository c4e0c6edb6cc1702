import { expect, type Locator, type Page, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

/** Presses Tab until `target` has focus (as a keyboard user would reach it), then Enter. */
async function tabToAndOpen(page: Page, target: Locator, maxPresses = 200) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The JSON-LD blocks in the live document, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>));
}

async function expectPage(page: Page, path: string, heading: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(title);
  // One description and one canonical link in the head, for this page only.
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
}

test('each content page is reached by keyboard from the footer and header, with its own title and heading', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 170);
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });

  await tabToAndOpen(page, footer.getByRole('link', { name: 'Help' }));
  await expectPage(page, '/help', 'Help', 'Help · ReelAtlas');
  await expect(page.getByRole('region', { name: 'About our data' })).toContainText(
    'This product uses the TMDB API but is not endorsed or certified by TMDB.',
  );

  await tabToAndOpen(page, footer.getByRole('link', { name: 'FAQ' }));
  await expectPage(page, '/faq', 'Frequently Asked Questions', 'Frequently Asked Questions · ReelAtlas');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(24);
  const faq = await structuredData(page);
  expect(faq).toHaveLength(1);
  expect(faq[0]).toMatchObject({ '@type': 'FAQPage' });
  expect(faq[0]?.mainEntity).toHaveLength(24);

  await tabToAndOpen(page, footer.getByRole('link', { name: 'Terms' }));
  await expectPage(page, '/terms', 'Terms of Service', 'Terms of Service · ReelAtlas');
  // The FAQ's structured data left with the FAQ.
  expect(await structuredData(page)).toEqual([]);

  await tabToAndOpen(page, footer.getByRole('link', { name: 'Privacy Policy' }));
  await expectPage(page, '/privacypolicy', 'Privacy Policy', 'Privacy Policy · ReelAtlas');
  await expect(page.getByRole('region', { name: 'Deleting your account' })).toContainText('within 30 days');

  await tabToAndOpen(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium' }),
  );
  await expectPage(page, '/premium', 'Premium', 'Premium · ReelAtlas');
  expect(await structuredData(page)).toEqual([
    expect.objectContaining({
      '@type': 'Product',
      offers: expect.objectContaining({ price: '2.99', priceCurrency: 'USD' }),
    }),
  ]);
  await context.close();
});

test('a page loaded directly has its head in the HTML, and the app keeps one copy of it', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 171);
  // What a crawler without JavaScript gets.
  const raw = await (await page.request.get('/faq')).text();
  expect(raw).toContain('<title>Frequently Asked Questions · ReelAtlas</title>');
  expect(raw).toMatch(/<meta property="og:title" content="Frequently Asked Questions · ReelAtlas"/);
  expect(raw).toContain('"@type":"FAQPage"');

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page).toHaveTitle('Frequently Asked Questions · ReelAtlas');
  expect(await structuredData(page)).toHaveLength(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);

  // /privacy shows the same policy; search engines are pointed at /privacypolicy.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/privacypolicy$/);
  await context.close();
});

/** WCAG contrast of an element's text against the page background. */
async function contrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fg = luminance(getComputedStyle(el).color);
    const bg = luminance(getComputedStyle(document.documentElement).backgroundColor);
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

test('the content pages read well in both themes, and the footer credits TMDB on every page', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 172);
  await page.goto('/terms');
  const main = page.getByRole('main');
  const samples = [
    main.getByRole('heading', { level: 1 }),
    main.getByRole('region', { name: 'Who can use ReelAtlas' }).getByRole('listitem').first(),
    main.getByText(/Last updated/),
    main.getByRole('link', { name: 'Privacy Policy' }),
  ];
  for (const theme of ['dark', 'light']) {
    if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    for (const sample of samples) expect(await contrast(sample)).toBeGreaterThanOrEqual(4.5);
  }
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'TMDB, The Movie Database' }),
  ).toHaveAttribute('href', 'https://www.themoviedb.org/');

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/faq<\/loc>/);
  await context.close();
});

test('the FAQ and Help speak the visitor’s language; the Terms stay English with a note in it', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 187);
  await page.goto('/de/faq');
  await expect(page.getByRole('heading', { name: 'Wie viele Suchen habe ich pro Tag?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeVisible();
  await page.getByRole('link', { name: 'Frag uns' }).click();
  await expect(page).toHaveURL(/\/de\/contact$/);

  await page.goto('/ar/help');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'عمليات البحث اليومية' })).toContainText('عمليتا بحث');

  await page.goto('/fr/terms');
  await expect(page.getByTestId('english-only')).toHaveText(
    'Ce texte n’existe qu’en anglais, et c’est le texte anglais qui fait foi.',
  );
  const section = page.getByRole('region', { name: 'Who can use ReelAtlas' });
  await expect(section).toBeVisible();
  expect(await section.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en');
  await context.close();
});
