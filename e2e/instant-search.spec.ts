import { expect, type Request, test } from '@playwright/test';
import { newVisitor } from './visitor.ts';

/** Requests the page makes from now on (URL paths), to see what Enter still had to wait for. */
function recordRequests(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  const onRequest = (request: Request) => seen.push(new URL(request.url()).pathname);
  page.on('request', onRequest);
  return { seen, stop: () => page.off('request', onRequest) };
}

test('Enter on a suggestion waits for no bot-check challenge and no code download', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 173);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  const challenge = page.waitForResponse((r) => r.url().includes('/api/botcheck/challenge'));
  await box.click();
  await box.pressSequentially('Incep', { delay: 50 });
  await challenge;
  await expect(page.getByRole('option').first()).toBeVisible();
  // The token is solved in a worker a moment after the challenge arrives.
  await page.waitForTimeout(1500);

  const after = recordRequests(page);
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/movie\?id=/);
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
  after.stop();
  // The search spent the token solved before Enter: no challenge went out before it (the next
  // token is solved afterwards, ready for the next search).
  const searchAt = after.seen.indexOf('/api/search');
  expect(searchAt).toBeGreaterThanOrEqual(0);
  expect(after.seen.slice(0, searchAt).filter((path) => path.includes('/api/botcheck/challenge'))).toEqual(
    [],
  );
  // No code of the title page was downloaded after Enter (the world map's chunk loads on its own,
  // once the page is there).
  expect(after.seen.filter((path) => path.endsWith('.js') && !path.includes('WorldMap'))).toEqual([]);
  await context.close();
});

test('each search spends its own token: two searches in a row both count, none is refused', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 174);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  for (const [typed, used] of [
    ['Incep', 1],
    ['The Godf', 2],
  ] as const) {
    await page.goto('/');
    await box.click();
    await box.pressSequentially(typed, { delay: 30 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/search'));
    await box.press('Enter');
    expect((await answer).status()).toBe(200);
    await page.waitForURL(/\/movie\?id=/);
    const quota = (await (await page.request.get('/api/quota')).json()) as { used: number };
    expect(quota.used).toBe(used);
  }
  await context.close();
});

test('a popular title paints its first rows first, and every row of every open card follows', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 175, { viewport: { width: 390, height: 800 } });
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  await expect(page.getByTestId('stream-entry').first()).toBeVisible();
  await expect(page.locator('[data-testid="platform-card"][aria-busy="true"]')).toHaveCount(0);
  // Each open card holds as many rows as its heading counts countries.
  const cards = page.locator('[data-testid="platform-card"]:visible');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const heading = (await card.locator('h3, h4').first().textContent()) ?? '';
    const countries = Number(heading.match(/(\d+) countr/)?.[1]);
    await expect(card.getByTestId('stream-entry')).toHaveCount(countries);
  }
  await context.close();
});
