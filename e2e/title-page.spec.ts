import { expect, test } from '@playwright/test';
import { newVisitor, posterTitle, topRated } from './visitor.ts';

test('?movie= runs a search on load, by title and by numeric id', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 20);
  const [first, second] = await topRated(page, 2);
  if (!first || !second) throw new Error('the catalog has no top-rated titles');

  await page.goto(`/?movie=${encodeURIComponent(first.title)}`);
  await page.waitForURL(/\/movie\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

  await page.goto(`/?movie=${second.id}`);
  await page.waitForURL(new RegExp(`/movie\\?id=\\w+:${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await context.close();
});

test('the last viewed title is restored on /movie after a reload and without navigation state', async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, 21);
  await page.goto('/');
  const poster = page.getByRole('region', { name: 'Top rated' }).getByRole('button').first();
  const title = await posterTitle(poster);
  expect(title).not.toBe('');
  await poster.click();
  await page.waitForURL(/\/movie\?id=/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);

  await page.reload();
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Where to Stream' })).toBeVisible();

  // A fresh tab has no history state: the title comes from localStorage.
  const fresh = await context.newPage();
  await fresh.goto('/movie');
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(title);
  await context.close();
});

test('/movie without any title data offers Go Back', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 22);
  await page.goto('/movie');
  await expect(page.getByRole('heading', { level: 1, name: 'No title to show' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('list buttons ask to log in; watchlist and watched prompt for sign-in', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 23);
  await page.goto('/?movie=Inception');
  await page.waitForURL(/\/movie\?id=/);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText('Please log in.')).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await context.close();
});
