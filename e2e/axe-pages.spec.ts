import { expect, test } from '@playwright/test';
import { applyTheme, expectNoAxeViolations, type Theme } from './axe.ts';
import { newVisitor } from './visitor.ts';

// axe-core finds nothing on the home page and on a title page, in both themes: a title link
// before its search (facts and the one button), and the title once its offers are shown.

for (const theme of ['dark', 'light'] as Theme[]) {
  test(`axe: / and a title page have no violations (${theme})`, async ({ browser }) => {
    const { context, page } = await newVisitor(browser, theme === 'dark' ? 130 : 131, { bypassCsp: true });
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search a movie or TV show' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top rated' }).getByRole('button').first()).toBeVisible();
    await applyTheme(page, theme);
    await expectNoAxeViolations(page, `/ (${theme})`);

    await page.goto('/movie?id=movie:1151');
    await expect(page.getByRole('button', { name: /^Show where it streams/ })).toBeVisible();
    await expectNoAxeViolations(page, `a title link (${theme})`);

    await page.getByRole('button', { name: /^Show where it streams/ }).click();
    await expect(page.getByTestId('stream-entry').first()).toBeVisible();
    await expect(page.getByRole('group', { name: /World map/ })).toBeVisible();
    await expectNoAxeViolations(page, `a title page (${theme})`);
    await context.close();
  });
}
