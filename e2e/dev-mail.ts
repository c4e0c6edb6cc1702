import { expect, type Page } from '@playwright/test';
import type { CapturedMail } from '@reelatlas/testing';

/** Where the suite's mail catcher (e2e/mail-catcher.ts) answers; set by playwright.config.ts. */
const catcherUrl = () => `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}`;

/**
 * Waits for the newest mail to `to` that was delivered over SMTP to the suite's mail catcher and
 * carries an email-action link of `mode`. Answers that link; `click()` follows it in `page`, as
 * clicking it in a mail program would.
 */
export async function openMailLink(page: Page, to: string, mode: 'verifyEmail' | 'resetPassword') {
  let href = '';
  await expect(async () => {
    const response = await fetch(`${catcherUrl()}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as CapturedMail[];
    const links = mails
      .map((mail) => mail.text.match(/https?:\/\/\S+\/google\/action\?\S+/)?.[0] ?? '')
      .filter((link) => link.includes(`mode=${mode}`));
    href = links.at(-1) ?? '';
    expect(href).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return { href, click: () => page.goto(href).then(() => undefined) };
}

/** Waits for a mail to `to` whose subject is `subject`, delivered to the suite's mail catcher. */
export async function waitForMail(to: string, subject: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect(async () => {
    const response = await fetch(`${catcherUrl()}/mails?to=${encodeURIComponent(to)}`);
    found = ((await response.json()) as CapturedMail[]).find((mail) => mail.subject === subject);
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found as CapturedMail;
}

/** A fresh address and username per run, so reruns and parallel workers never collide. */
export function uniqueAccount(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}${id}`, password: 'Secret12' };
}
