import { expect, type Page, test } from '@playwright/test';
import { signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor, topRated } from './visitor.ts';

// "Where to watch your list" (docs/product-rules.md#planner) on /watchlist: a Free user sees how many titles stream somewhere
// and the way to Pro; after a trial starts (test billing), the ranking, the map and a country's titles.

/** Adds titles to the signed-in user's watchlist as the title page's button does (no search spent). */
async function addToWatchlist(page: Page, titles: { id: number; type: string }[]) {
  const statuses = await page.evaluate(async (refs) => {
    const answers: number[] = [];
    for (const ref of refs) {
      const response = await fetch('/api/lists/watchlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: ref.id, type: ref.type }),
      });
      answers.push(response.status);
    }
    return answers;
  }, titles);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

/** Picks the most widespread service (the dialog lists them so) as the user's only one. */
async function pickFirstService(page: Page) {
  const planner = page.getByTestId('planner');
  await planner.getByRole('button', { name: 'Pick my services' }).click();
  const dialog = page.getByRole('dialog', { name: 'My services' });
  await expect(dialog.getByText('Kept with your account.')).toBeVisible();
  await dialog.getByTestId('service-options').getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a Free user sees how many titles stream somewhere and an upgrade button, nothing more', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 190);
  const titles = await topRated(page, 3);
  await signUpVerified(page, uniqueAccount('planfree'));
  await page.goto('/watchlist');
  await expect(page.getByTestId('planner-empty')).toBeVisible();

  await addToWatchlist(page, titles);
  await page.reload();
  const planner = page.getByTestId('planner');
  await expect(planner.getByRole('heading', { name: 'Where to watch your list' })).toBeVisible();
  // No services yet: asked for them, with the upgrade prompt beside.
  await pickFirstService(page);
  await expect(planner.getByTestId('planner-streaming')).toHaveText(
    /^\d of 3 titles on your list stream somewhere in the world\.$|^None of your list streams/,
  );
  await expect(planner.getByTestId('planner-ranking')).toHaveCount(0);
  await expect(planner.getByTestId('planner-map')).toHaveCount(0);
  // What the server sends a Free user: counts, never a country or a service.
  const answer = (await (await page.request.get('/api/me/planner')).json()) as Record<string, unknown>;
  expect(Object.keys(answer).sort()).toEqual(['access', 'hasServices', 'streaming', 'total']);
  expect((await page.request.get('/api/me/planner/SE')).status()).toBe(403);

  await planner.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL(/\/premium$/);
  await expect(page.getByRole('region', { name: 'Pro: where to watch your list' })).toBeVisible();
  await context.close();
});

test('a Trial user plans a trip: ranking, filter, map and a country’s titles', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await newVisitor(browser, 191);
  const titles = await topRated(page, 4);
  await signUpVerified(page, uniqueAccount('planpro'));
  await addToWatchlist(page, titles);
  await page.goto('/watchlist');
  await pickFirstService(page);

  // The trial, through the local test billing.
  await page.getByTestId('planner').getByRole('link', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL(/\/premium$/);
  await page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(/\/dev\/checkout$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/thankyou$/);

  await page.goto('/watchlist');
  const planner = page.getByTestId('planner');
  const ranking = planner.getByTestId('planner-ranking');
  const rows = ranking.getByRole('button');
  await expect(rows.first()).toBeVisible();
  // Home first, marked; every row says both counts.
  await expect(rows.first()).toContainText('Home');
  await expect(rows.nth(1)).toHaveText(/.+ — \d+ of 4 on your services, \d+ on any/);
  expect(await rows.count()).toBeGreaterThan(5);

  // The second row is the best country away from home: its titles and services.
  const best = ((await rows.nth(1).textContent()) ?? '').split(' — ')[0] ?? '';
  await rows.nth(1).click();
  const detail = planner.getByTestId('planner-country');
  await expect(detail.getByRole('heading', { name: `In ${best}` })).toBeVisible();
  await expect(detail.getByTestId('planner-title').first()).toContainText(/On( your services)?: /);

  // The filter narrows the list; home stays pinned.
  const all = await rows.count();
  await planner.getByLabel('Filter countries').fill(best);
  await expect(rows.first()).toContainText('Home');
  await expect(rows.nth(1)).toContainText(`${best} — `);
  expect(await rows.count()).toBeLessThan(all);
  await planner.getByLabel('Filter countries').fill('');
  await expect(rows).toHaveCount(all);

  // The map, coloured by class: a country there selects it too.
  const map = planner.getByRole('group', { name: /World map/ });
  await expect(map).toBeVisible();
  // The map is one Tab stop; the arrow keys move between its countries, Enter selects one.
  const focusable = map.locator('[tabindex="0"]');
  await focusable.focus();
  await page.keyboard.press('ArrowRight');
  const focused = map.locator(':focus');
  const name = ((await focused.getAttribute('aria-label')) ?? '').split(' — ')[0] ?? '';
  expect(name).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('heading', { name: `In ${name}` })).toBeVisible();
  await expect(planner.getByTestId('planner-map-info')).toContainText(/of 4|Point at/);
  // Three legend classes, "on your services" first.
  await expect(planner.getByTestId('planner-legend').getByRole('listitem').first()).toHaveText(
    /^On your services \(\d+ countr(y|ies)\)$/,
  );

  // Each title opens its own page.
  const titleLink = detail.getByTestId('planner-title').first().getByRole('link');
  await expect(titleLink).toHaveAttribute('href', /^\/movie\?id=(movie|tv):\d+$/);

  // On a phone the titles sit below the ranking and the map: picking a country brings them into view.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/watchlist');
  await expect(rows.nth(2)).toBeVisible();
  const third = ((await rows.nth(2).textContent()) ?? '').split(' — ')[0] ?? '';
  await rows.nth(2).click();
  await expect(detail.getByRole('heading', { name: `In ${third}` })).toBeInViewport();
  await context.close();
});
