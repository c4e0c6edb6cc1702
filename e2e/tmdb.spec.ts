import { expect, test } from '@playwright/test';
import { fakeTmdbPort, tmdbServerPort } from './playwright.config.ts';
import { newVisitor } from './visitor.ts';

// The server started with TMDB_API_URL pointed at the fake TMDb (see playwright.config.ts).
const live = `http://127.0.0.1:${tmdbServerPort}`;

test('live catalog: a TV show found by autocomplete opens with its seasons and availability', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 90);
  await page.goto(`${live}/`);
  await expect(page.getByRole('region', { name: 'Top rated' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Demo catalog: sample data')).toHaveCount(0);
  // Nor is the page marked demo for the first render (the mark the demo server sets on <html>).
  await expect(page.locator('html[data-demo-catalog]')).toHaveCount(0);

  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('breaking');
  const show = page.getByRole('option').filter({ hasText: 'Breaking Bad' });
  await expect(show).toContainText('TV show');
  await expect(page.getByRole('option').filter({ hasText: 'Breaking Point' })).toContainText('Movie');
  await show.click();

  await page.waitForURL(/\/movie\?id=tv:1396$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(page.getByText('5 seasons')).toBeVisible();
  await expect(page.getByText('TV show', { exact: true })).toBeVisible();
  await expect(page.getByTestId('country-name').filter({ hasText: 'United States' }).first()).toBeVisible();
  await expect(page.getByText('Availability data by JustWatch, via TMDb.')).toBeVisible();
  await context.close();
});

test('live catalog: a movie searched by typed text shows every country TMDb lists', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 91);
  await page.goto(`${live}/`);
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('The Matrix');
  await box.press('Enter');
  await page.waitForURL(/\/movie\?id=movie:603$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  const countries = page.getByTestId('country-name');
  await expect(countries.filter({ hasText: 'Sweden' }).first()).toBeVisible();
  await expect(countries.filter({ hasText: 'Germany' }).first()).toBeVisible();
  // A country TMDb covers where no service carries the title: a clear "no", not a missing option.
  const country = page.getByLabel('Country', { exact: true });
  await expect(country.locator('optgroup[label="Not streaming here"] option')).toContainText(['France']);
  await country.selectOption({ label: 'France' });
  await expect(
    page.getByText('Not streaming in France right now: no service there carries this title.'),
  ).toBeVisible();
  await context.close();
});

/** How many calls the fake TMDb has had for paths starting with `prefix`. */
async function tmdbHits(prefix: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${fakeTmdbPort}/__hits?prefix=${encodeURIComponent(prefix)}`);
  return ((await res.json()) as { hits: number }).hits;
}

test('live catalog: title pages of ids nobody searched cost TMDb nothing (docs/product-rules.md#catalog-freshness)', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 92);
  // Ids only this test uses, so other specs running beside it cannot add calls.
  const ids = Array.from({ length: 5 }, (_, i) => 987_650 + i);
  for (const id of ids) {
    for (const route of ['movie', 'movieoverlay']) {
      const res = await page.goto(`${live}/${route}?id=movie:${id}`);
      expect(res?.status()).toBe(200);
      // The served head is the site's default one: nothing was looked up upstream.
      expect(await res?.text()).toContain('<title>ReelAtlas — where to stream, in every country</title>');
    }
  }
  // The app itself still loads: it offers the search that would look the title up, and asks
  // TMDb nothing until the visitor chooses to spend it.
  await expect(page.getByRole('heading', { level: 1, name: 'Look up this title' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Look it up/ })).toBeVisible();
  for (const id of ids) expect(await tmdbHits(`/3/movie/${id}`)).toBe(0);
  await context.close();
});
