import { expect, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

// A title page reached from a search shows the search answer as it is: the answer carries the
// title's recent changes, so between Enter and the first offer row the page asks the API for the
// search and nothing that re-proves the view (no GET /api/titles/{type}/{id}/changes).

test('after Enter, the title page asks for no changes of its own; the search answer brings them', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 240);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.fill('Inception');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');

  const asked: string[] = [];
  let counting = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (counting && pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/search'));
  counting = true;
  await box.press('Enter');
  const search = await answered;
  expect(search.status()).toBe(200);
  expect(await search.json()).toHaveProperty('changes');
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
  const untilFirstRow = [...asked];
  console.log(
    `API requests between Enter and the first offer row: ${untilFirstRow.length} (${untilFirstRow.join(', ')})`,
  );
  expect(untilFirstRow.filter((request) => request.startsWith('POST /api/search'))).toHaveLength(1);
  // Nor later, once the page has settled: its lazy parts (the map, For you) have asked what they
  // ask. (Not 'networkidle': the service worker's registration and prefetches can keep the
  // network busy on a loaded machine.)
  await expect(page.getByText(/platforms? in \d+ countr/)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(asked.filter((request) => request.endsWith('/changes'))).toEqual([]);
  await context.close();
});
