import { expect, test } from '@playwright/test';
import type { CapturedMail } from '@reelatlas/testing';
import { openTitle, signUpVerified } from './account-steps.ts';
import { uniqueAccount, waitForMail } from './dev-mail.ts';
import { alertsFakeTmdbPort, alertsServerPort } from './playwright.config.ts';

// The alerts server runs the live catalog on its own fake TMDb, with decimal timings (see
// playwright.config.ts): a title is stale after 1.8 s, refresh and digests run every 0.6 s.
const site = `http://127.0.0.1:${alertsServerPort}`;

/** TMDb's watch providers for The Matrix, as the fake now answers them. */
async function setMatrixProviders(providers: Record<string, unknown>) {
  const res = await fetch(`http://127.0.0.1:${alertsFakeTmdbPort}/__providers/movie/603`, {
    method: 'POST',
    body: JSON.stringify(providers),
  });
  expect(res.status).toBe(204);
}
const netflix = { provider_id: 8, provider_name: 'Netflix', display_priority: 1, logo_path: '/netflix.jpg' };
const link = (country: string) => `https://www.themoviedb.org/movie/603/watch?locale=${country}`;

test('Alert me: Free sees the upgrade, Pro switches it on; the title page shows the change and one digest comes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await setMatrixProviders({
    US: { link: link('US'), flatrate: [netflix] },
    SE: { link: link('SE'), flatrate: [netflix] },
  });
  const account = uniqueAccount('alerter');
  const context = await browser.newContext({
    baseURL: site,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.193' },
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signUpVerified(page, account);
  const services = await page.request.put('/api/me/services', {
    data: { services: ['Netflix'], country: 'SE' },
  });
  expect(services.status()).toBe(200);
  await openTitle(page, 603, 'The Matrix');
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'In Watchlist', exact: true })).toBeDisabled();

  // --- Free: the control is there, with what it would do and the way to upgrade.
  await page.goto('/watchlist');
  const alerts = page.getByRole('region', { name: 'Availability alerts' });
  await expect(alerts.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  const alertMe = page.getByRole('button', { name: 'Alert me: The Matrix' });
  await alertMe.click();
  await expect(page.getByText(/Availability alerts are part of Pro/).last()).toBeVisible();

  // --- Pro through test billing, then "Alert me" from the keyboard.
  await page.goto('/premium');
  await page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(/\/dev\/checkout$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/thankyou$/);
  await page.goto('/watchlist');
  await expect(alerts.getByRole('radio', { name: 'On my services in my country' })).toBeChecked();
  await expect(alertMe).toHaveAttribute('aria-pressed', 'false');
  await alertMe.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Alert me: The Matrix' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Alert me: The Matrix' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // --- TMDb now says The Matrix left Sweden's Netflix: the refresh records it.
  await setMatrixProviders({ US: { link: link('US'), flatrate: [netflix] } });
  await expect(async () => {
    await openTitle(page, 603, 'The Matrix');
    await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
      'Leaving Netflix in Sweden',
      {
        timeout: 1000,
      },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(/ago/);

  // --- One digest, with the one-click headers and the link; following it stops the e-mails.
  const mail: CapturedMail = await waitForMail(account.email, 'Availability alert: The Matrix (1999)');
  expect(mail.text).toContain('Leaving Netflix in Sweden');
  expect(mail.text).toContain(`${site}/movie?id=movie:603`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = (mail.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, '');
  expect(mail.text).toContain(unsubscribe);
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Stop availability e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('switch', { name: /E-mail me when a watchlist title/ })).not.toBeChecked();

  // Still one digest, well after more job runs.
  await page.waitForTimeout(2000);
  const res = await fetch(
    `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}/mails?to=${encodeURIComponent(account.email)}`,
  );
  const mails = (await res.json()) as CapturedMail[];
  expect(mails.filter((m) => m.subject.startsWith('Availability alert'))).toHaveLength(1);
  await context.close();
});
