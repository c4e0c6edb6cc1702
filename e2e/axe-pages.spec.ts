import { expect, test } from '@playwright/test';
import { axeFindings, newAxeVisitor } from './axe.ts';

// axe-core (WCAG 2.x A/AA and best practices) finds nothing on the home page and on a title
// page, in both themes: a title opened by a search, and a title link before its search.

for (const theme of ['dark', 'light'] as const) {
  test(`axe: / and a title page have no violations (${theme})`, async ({ browser }) => {
    const { context, page } = await newAxeVisitor(browser, theme === 'dark' ? 130 : 131, { theme });
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search a movie or TV show' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top rated' }).getByRole('button').first()).toBeVisible();
    expect(await axeFindings(page), '/').toEqual([]);

    // A title link before any search: its facts and the button.
    await page.goto('/movie?id=movie:1151');
    await expect(page.getByRole('button', { name: /^Show where it streams/ })).toBeVisible();
    expect(await axeFindings(page), 'title link').toEqual([]);

    await page.getByRole('button', { name: /^Show where it streams/ }).click();
    await expect(page.getByTestId('stream-entry').first()).toBeVisible();
    await expect(page.getByRole('group', { name: /World map/ })).toBeVisible();
    expect(await axeFindings(page), 'title page').toEqual([]);
    await context.close();
  });
}
