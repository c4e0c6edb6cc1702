import { expect, type Page, test } from '@playwright/test';
import { signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { settle } from './settle.ts';
import { newVisitor, topRated } from './visitor.ts';

// A title's link opened anywhere (shared, bookmarked, e-mailed): its facts at once, and where it
// streams in at most one click; none for Pro, nor for a title this browser opened today.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rows = (page: Page) => page.getByTestId('stream-entry');
const showWhere = (page: Page) => page.getByRole('button', { name: /^Show where it streams/ });

/** Two top-rated titles with their page addresses. */
async function twoTitles(page: Page) {
  const [first, second, third] = await topRated(page, 3);
  if (!first || !second || !third) throw new Error('the catalog has too few top-rated titles');
  const path = (t: { type: string; id: number }) => `/movie?id=${t.type}:${t.id}`;
  return { first, second, third, path };
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`a link opened in a fresh browser shows the title, and its offers in one click (${viewport.width} px)`, async ({
    browser,
  }) => {
    const ip = viewport === PHONE ? 100 : 101;
    const { context, page } = await newVisitor(browser, ip, { viewport });
    const { first, path } = await twoTitles(page);
    await page.goto(path(first));
    await expect(heading(page)).toHaveText(first.title);
    await expect(page.getByText('No title to show')).toHaveCount(0);
    // Nothing of where it streams before the visitor chooses to spend a search.
    await expect(showWhere(page)).toHaveText('Show where it streams — uses 1 of your 2 searches today');
    await expect(rows(page)).toHaveCount(0);
    expect(await page.request.get('/api/quota').then((r) => r.json())).toMatchObject({ used: 0 });

    await showWhere(page).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(heading(page)).toHaveText(first.title);
    await expect(page).toHaveURL(new RegExp(`${path(first).replace('?', '\\?')}$`));
    await expect(page.getByTestId('search-notice')).toHaveText('1 search left today');
    // The page replaced the link's entry: Back leaves, it does not return to the button.
    await context.close();
  });
}

test('a title opened today reopens from its link with no click, also after another title was searched', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 102, { viewport: PHONE });
  const { first, second, path } = await twoTitles(page);
  await page.goto(`/?movie=${first.id}`);
  await page.waitForURL(/\/movie\?id=/);
  await expect(rows(page).first()).toBeVisible();
  await page.goto(`/?movie=${second.id}`);
  await page.waitForURL(new RegExp(`:${second.id}$`));
  await expect(rows(page).first()).toBeVisible();

  // The first title again, in a new tab: the stored title is the second one, the link the first.
  const tab = await context.newPage();
  await tab.goto(path(first));
  await expect(heading(tab)).toHaveText(first.title);
  await expect(rows(tab).first()).toBeVisible();
  await expect(showWhere(tab)).toHaveCount(0);
  expect(await tab.request.get('/api/quota').then((r) => r.json())).toMatchObject({ used: 2 });
  await context.close();
});

/**
 * What a page load puts in the console, fails to fetch or the page's security policy refuses:
 * Lighthouse's best practices count each (docs/performance.md#bars).
 */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`policy: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

test('the stored title opened from its link by a visitor who has not opened it today: no console error, no failed request', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 253, { viewport: PHONE });
  const { first, path } = await twoTitles(page);
  await page.goto(`/?movie=${first.id}`);
  await page.waitForURL(/\/movie\?id=/);
  await expect(rows(page).first()).toBeVisible();
  // A new device cookie: another viewer to the server, with this browser's stored title. The link
  // opens in a tab of its own: what leaving the first page cancels (its later rows' flags, the bot
  // check's token) is not the link's page's failure.
  await context.clearCookies();
  const linked = await context.newPage();
  const problems = await watchForProblems(linked);
  await linked.goto(path(first));
  await expect(rows(linked).first()).toBeVisible();
  await settle(linked);
  expect(problems).toEqual([]);
  await context.close();
});

test('a link opened in a fresh browser (nothing stored, not opened today): no console error, no failed request', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 254, { viewport: PHONE });
  const { first, path } = await twoTitles(page);
  const problems = await watchForProblems(page);
  await page.goto(path(first));
  // The server's "not free" is an answer: the page offers the button, and nothing is logged.
  await expect(showWhere(page)).toBeVisible();
  await settle(page);
  expect(problems).toEqual([]);
  await context.close();
});

test('at the limit: a title opened today opens from every entry point; another offers the upsell with Log in', async ({
  browser,
}) => {
  // Two searches, then nine pages over two tabs: past a minute on a slow 2-core machine.
  test.slow();
  const { context, page } = await newVisitor(browser, 103);
  const { first, second, third, path } = await twoTitles(page);
  for (const title of [first, second]) {
    await page.goto(`/?movie=${title.id}`);
    await page.waitForURL(new RegExp(`:${title.id}$`));
    await expect(rows(page).first()).toBeVisible();
  }

  // Its link.
  const tab = await context.newPage();
  await tab.goto(path(first));
  await expect(rows(tab).first()).toBeVisible();
  // A poster of a grid (the home page shows the upsell instead of its grid at the limit).
  await tab.goto('/most-searched');
  await tab.getByRole('button', { name: second.title, exact: true }).click();
  await tab.waitForURL(new RegExp(`:${second.id}$`));
  await expect(rows(tab).first()).toBeVisible();
  await expect(tab.getByRole('dialog', { name: 'No searches left today' })).toHaveCount(0);
  // The ?movie= search.
  await tab.goto(`/?movie=${first.id}`);
  await tab.waitForURL(new RegExp(`:${first.id}$`));
  await expect(rows(tab).first()).toBeVisible();

  // A title not opened today, in a tab of its own (nothing of the pages before in flight): the
  // upsell in the page, with a way to log in that comes back, and nothing in the console (the
  // server's "none left" is an answer, not an error status).
  const linkTab = await context.newPage();
  const problems = await watchForProblems(linkTab);
  await linkTab.goto(path(third));
  await expect(heading(linkTab)).toHaveText(third.title);
  const upsell = linkTab.getByTestId('upsell-screen');
  await expect(upsell).toBeVisible();
  await expect(showWhere(linkTab)).toHaveCount(0);
  expect(problems).toEqual([]);
  await upsell.getByRole('button', { name: 'Log in' }).click();
  await expect(linkTab).toHaveURL(/\/login\?next=/);
  expect(new URL(linkTab.url()).searchParams.get('next')).toBe(path(third));
  // And from a poster: the overlay offers the same.
  await tab.goto('/most-searched');
  await tab.getByRole('button', { name: third.title, exact: true }).click();
  const overlay = tab.getByRole('dialog', { name: 'No searches left today' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await tab.request.get('/api/quota').then((r) => r.json())).toMatchObject({ used: 2 });
  await context.close();
});

test('a Pro user opens any title link with its offers and no click, and sees Unlimited searches', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = uniqueAccount('linkpro');
  const { context, page } = await newVisitor(browser, 104);
  const { third, path } = await twoTitles(page);
  await signUpVerified(page, account);
  await page.goto('/premium');
  await page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(/\/dev\/checkout$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/thankyou$/);

  const tab = await context.newPage();
  await tab.goto(path(third));
  await expect(heading(tab)).toHaveText(third.title);
  await expect(rows(tab).first()).toBeVisible();
  await expect(showWhere(tab)).toHaveCount(0);
  await tab.goto('/');
  await expect(tab.getByTestId('search-counter').first()).toHaveText('Unlimited searches');
  await context.close();
});

test('only an id no title has says "No title to show"; a malformed one says the link is broken', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 105, { viewport: PHONE });
  await page.goto('/movie?id=movie:999999');
  await expect(heading(page)).toHaveText('No title to show');
  await page.goto('/movie?id=movie:12ab');
  await expect(heading(page)).toHaveText('This title link is broken');
  await expect(page.getByRole('link', { name: 'Search for the title' })).toBeVisible();
  await context.close();
});
