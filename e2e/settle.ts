import type { Page } from '@playwright/test';

/** Long enough for a page's lazy parts to arrive on a busy machine; short next to a test's budget. */
const SETTLE_MS = 8_000;

/**
 * Waits until the page's network is quiet, or SETTLE_MS at most. Playwright's own 'networkidle'
 * wait has no limit, and it can wait forever: a dedicated worker started from a blob URL (the bot
 * check's proof-of-work workers) is fetched in the worker's own target, so the page's view keeps
 * that request pending though the worker runs (Chromium's PlzDedicatedWorker). A test that
 * needs something to have loaded asserts that thing, not the network.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
}
