import { expect, type Page } from '@playwright/test';

/**
 * Opens the development outbox (/dev/mail) and waits for the newest mail to `to` that carries an
 * email-action link of `mode`. Answers that link, ready to click.
 */
export async function openMailLink(page: Page, to: string, mode: 'verifyEmail' | 'resetPassword') {
  const link = page
    .locator('article')
    .filter({ hasText: `To: ${to}` })
    .locator(`a[href*="mode=${mode}"]`)
    .first();
  // Mails are sent right after the request answers; reload until this one is listed.
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return link;
}

/** A fresh address and username per run, so reruns and parallel workers never collide. */
export function uniqueAccount(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}${id}`, password: 'Secret12' };
}
