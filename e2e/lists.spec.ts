import { expect, test } from '@playwright/test';
import { openTitle, signUpUnverified, signUpVerified } from './account-steps.ts';
import { uniqueAccount } from './dev-mail.ts';
import { newVisitor, topRated } from './visitor.ts';

const NOTHING_ADDED = 'Nothing added yet!';
const WATCHLIST_FULL =
  "You've reached the maximum limit of 100 movies in your watchlist. Please remove some movies before adding more.";
const VERIFY_WATCHLIST = 'Please verify your email before adding movies to your watchlist.';
const VERIFY_WATCHED = 'Please verify your email before adding movies to your watched list.';

test('add a title to the watchlist and the watched list, see it on /watchlist, remove it', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 80);
  const [pick] = await topRated(page, 1);
  if (!pick) throw new Error('the catalog has no top-rated titles');
  await signUpVerified(page, uniqueAccount('lists'));

  // --- Title page: both buttons turn into their done state, disabled.
  await openTitle(page, pick.id, pick.title);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  const inWatchlist = page.getByRole('button', { name: 'In Watchlist', exact: true });
  await expect(inWatchlist).toBeDisabled();
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  const watched = page.getByRole('button', { name: 'Watched', exact: true });
  await expect(watched).toBeDisabled();
  await expect(page.getByTestId('list-problem')).toHaveCount(0);

  // --- Membership is read back from the lists after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.title);
  await expect(inWatchlist).toBeDisabled();
  await expect(watched).toBeDisabled();

  // --- /watched holds it too.
  await page.goto('/watched');
  await expect(page.getByRole('heading', { level: 1, name: 'Watched' })).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText('1 of 200');
  await expect(page.getByRole('img', { name: pick.title })).toBeVisible();

  // --- /watchlist: the poster, then Remove empties it, on the server too.
  await page.getByRole('banner').getByRole('link', { name: 'Watchlist' }).first().click();
  await page.waitForURL(/\/watchlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText('1 of 100');
  await expect(page.getByRole('img', { name: pick.title })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${pick.title}` }).click();
  await expect(page.getByText(NOTHING_ADDED)).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText('0 of 100');
  await page.reload();
  await expect(page.getByText(NOTHING_ADDED)).toBeVisible();

  // --- Back on the title page the watchlist button is free again; Watched stays.
  await page.goto(`/movie?id=movie:${pick.id}`);
  await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeEnabled();
  await expect(watched).toBeDisabled();
  await context.close();
});

test('a full watchlist (100) refuses the next title with the product text', async ({ browser, baseURL }) => {
  const { context, page } = await newVisitor(browser, 81);
  await signUpVerified(page, uniqueAccount('full'));

  // --- Fill it through the API (the session cookie is shared with page.request).
  const ids = Array.from({ length: 100 }, (_, index) => index + 1);
  for (let start = 0; start < ids.length; start += 10) {
    const answers = await Promise.all(
      ids.slice(start, start + 10).map((id) =>
        page.request.post('/api/lists/watchlist', {
          data: { id, type: 'movie' },
          headers: { origin: baseURL ?? '' },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(200);
  }
  await page.goto('/watchlist');
  await expect(page.getByTestId('list-count')).toHaveText('100 of 100');

  // --- One more from the title page: refused, nothing changes, the button stays usable.
  await openTitle(page, 2500);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByTestId('list-problem')).toHaveText(WATCHLIST_FULL);
  await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeEnabled();

  // --- The watched list has its own limit: this title still goes there.
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  await expect(page.getByRole('button', { name: 'Watched', exact: true })).toBeDisabled();
  await expect(page.getByTestId('list-problem')).toHaveCount(0);
  await context.close();
});

test('an unverified account is asked to verify its e-mail before adding', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 82);
  await signUpUnverified(page, uniqueAccount('unverified'));

  await openTitle(page, 2396);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  const problem = page.getByTestId('list-problem');
  await expect(problem).toContainText(VERIFY_WATCHLIST);
  await expect(problem.getByRole('link', { name: 'Resend verification email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeEnabled();
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  await expect(problem).toContainText(VERIFY_WATCHED);

  // The lists of an unverified account are readable, and empty.
  await page.goto('/watchlist');
  await expect(page.getByText(NOTHING_ADDED)).toBeVisible();
  await context.close();
});

test("a signed-out visitor is told 'Please log in.' with a way to the login page", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 83);
  await openTitle(page, 2678);
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  const problem = page.getByTestId('list-problem');
  await expect(problem).toContainText('Please log in.');
  await problem.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await context.close();
});
