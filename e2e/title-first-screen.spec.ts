import { expect, type Page, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

// The answer on the first screen: after a search the first offer row starts inside the first
// screen of a phone and of a desktop; no row's link leaves its card; a country picked by any of
// the three controls (Country select, text filter, map) is the only one listed and is in view.

const SCREENS = [
  { name: 'phone', viewport: { width: 360, height: 780 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** Opens a title by a counted search, as a visitor does from the home page. */
async function searchTitle(page: Page, query: string) {
  await page.goto(`/?movie=${encodeURIComponent(query)}`);
  await page.waitForURL(/\/movie\?id=/);
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
}

/** Every listed country's name, and whether the first row is inside the viewport. */
async function listed(page: Page) {
  const names = await page.getByTestId('country-name').allTextContents();
  const box = await page.getByTestId('stream-entry').first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return { names: [...new Set(names)], inView: box !== null && box.y >= 0 && box.y + box.height <= height };
}

SCREENS.forEach(({ name, viewport }, index) => {
  test(`after a search the first offer row is on the first screen, and no row link is clipped (${name})`, async ({
    browser,
  }) => {
    // A title with popular platforms, and one whose long name and missing popular platform
    // make the header the tallest.
    for (const [step, query] of [
      'Inception',
      'The Lord of the Rings: The Fellowship of the Ring',
    ].entries()) {
      const { context, page } = await newVisitor(browser, 110 + index * 2 + step, { viewport });
      await searchTitle(page, query);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const first = await page.getByTestId('stream-entry').first().boundingBox();
      expect(first, query).not.toBeNull();
      expect((first?.y ?? 0) + (first?.height ?? 0), `${query}: first row's bottom`).toBeLessThanOrEqual(
        viewport.height,
      );

      // Every row's "Open" link sits inside its card and inside the page's width.
      const clipped = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out: string[] = [];
        for (const link of document.querySelectorAll<HTMLElement>('[data-testid="offer-link"]')) {
          const card = link.closest('[data-testid="platform-card"]');
          if (!card) continue;
          const l = link.getBoundingClientRect();
          const c = card.getBoundingClientRect();
          if (l.width === 0) continue;
          if (l.left < c.left || l.right > c.right || l.right > width)
            out.push(link.getAttribute('aria-label') ?? '');
        }
        return out;
      });
      expect(clipped, `${query}: links outside their card`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await context.close();
    }
  });

  test(`a country picked by the select, the text filter or the map is the only one listed, in view (${name})`, async ({
    browser,
  }) => {
    const { context, page } = await newVisitor(browser, 120 + index, { viewport });
    await searchTitle(page, 'Inception');
    const country = page.getByLabel('Country', { exact: true });
    const text = page.getByLabel('Filter by platform or country');
    // A country the title streams in, other than the visitor's own (listed first anyway).
    const option = country.locator('optgroup[label="Streaming here"] option').nth(20);
    await expect(option).toBeAttached();
    const code = (await option.getAttribute('value')) ?? '';
    const label = ((await option.textContent()) ?? '').replace(/^\P{L}+/u, '').trim();
    expect(code).toMatch(/^[A-Z]{2}$/);

    // The Country select.
    await country.selectOption(code);
    await expect.poll(async () => (await listed(page)).names).toEqual([label]);
    await expect.poll(async () => (await listed(page)).inView).toBe(true);
    await country.selectOption('');
    await page.evaluate(() => window.scrollTo(0, 0));

    // The text filter, with the country's name.
    await text.fill(label.toLowerCase());
    await expect.poll(async () => (await listed(page)).names).toEqual([label]);
    await expect.poll(async () => (await listed(page)).inView).toBe(true);
    await text.fill('');
    await page.evaluate(() => window.scrollTo(0, 0));

    // The map (behind a button on a phone).
    const show = page.getByRole('button', { name: 'Show map' });
    if (await show.isVisible()) await show.click();
    const place = page.getByRole('group', { name: /World map/ }).locator(`[data-code="${code}"]`);
    await expect(place).toBeAttached();
    await place.dispatchEvent('click');
    await expect.poll(async () => (await listed(page)).names).toEqual([label]);
    await expect.poll(async () => (await listed(page)).inView).toBe(true);
    await context.close();
  });

  test(`typing a country where the title does not stream answers as choosing it does (${name})`, async ({
    browser,
  }) => {
    const { context, page } = await newVisitor(browser, 124 + index, { viewport });
    await searchTitle(page, 'Inception');
    const country = page.getByLabel('Country', { exact: true });
    const option = country.locator('optgroup[label="Not streaming here"] option').first();
    await expect(option).toBeAttached();
    const code = (await option.getAttribute('value')) ?? '';
    const label = ((await option.textContent()) ?? '').replace(/^\P{L}+/u, '').trim();
    const answer = page.getByTestId('no-match');

    await page.getByLabel('Filter by platform or country').fill(label);
    await expect(answer).toContainText(`Not streaming in ${label} right now`);
    await expect(answer).toBeInViewport();
    await expect(page.getByTestId('stream-summary')).toHaveText('0 platforms');
    const typed = await answer.textContent();
    await page.getByLabel('Filter by platform or country').fill('');

    await country.selectOption(code);
    await expect(answer).toHaveText(typed ?? '');
    await expect(answer).toBeInViewport();
    await context.close();
  });
});

test('each row says its languages and quality, links only to https pages, and the language filter narrows rows and map (phone)', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 130, { viewport: SCREENS[0].viewport });
  await searchTitle(page, 'Inception');
  const first = page.getByTestId('stream-entry').first();
  await expect(first.getByTestId('offer-facts')).toContainText('Audio: English');
  await expect(first.getByTestId('offer-facts')).toContainText(/ (SD|HD|4K)( |$)/);
  const hrefs = await page
    .getByTestId('offer-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href?.startsWith('https://'))).toEqual([]);

  // French: every row left has French audio or subtitles, fewer countries, the map agrees.
  const summary = page.getByTestId('stream-summary');
  const before = await summary.textContent();
  await page.getByLabel('Audio or subtitles in').selectOption('fr');
  await expect(summary).not.toHaveText(before ?? '');
  const facts = await page.getByTestId('offer-facts').allTextContents();
  expect(facts.length).toBeGreaterThan(0);
  expect(facts.filter((text) => !text.includes('French'))).toEqual([]);
  await expect(first).toBeInViewport();
  await page.getByRole('button', { name: 'Show map' }).click();
  // Every country the map colours is one the list keeps.
  const listedCountries = new Set(await page.getByTestId('country-name').allTextContents());
  const colouredPlaces = () =>
    page
      .getByRole('group', { name: /World map/ })
      .locator('[data-code]')
      .evaluateAll((places) =>
        places
          .map((place) => place.getAttribute('aria-label') ?? '')
          .filter((label) => !label.endsWith('not streaming')),
      );
  // The map's code loads on the click: wait for its places before reading them.
  await expect.poll(async () => (await colouredPlaces()).length).toBeGreaterThan(0);
  const coloured = await colouredPlaces();
  expect(coloured.filter((label) => !listedCountries.has(label.split(':')[0] ?? ''))).toEqual([]);
  await context.close();
});
