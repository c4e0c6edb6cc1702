import { utcDay } from '../common/day.ts';
import type { SearchQuotaStore } from '../ports/quota.ts';

/** Rows of each kind one run forgets: a short statement, run every minute (~14M rows a day). */
export const FORGET_BATCH = 10_000;

/**
 * Forgets the anonymous search records that only a past day's limits needed (docs/product-rules.md#visitor-data): the
 * counters keyed by device, address and /48, and which titles each viewer opened. Without this,
 * every visitor left two or three rows a day forever, addresses among them (personal data kept
 * with no purpose; about 0.5 GB a day at a million visitors). Yesterday is kept too, so a request
 * counted just before midnight on a slow clock still finds its day.
 */
export async function forgetPastSearches(
  deps: { quota: SearchQuotaStore },
  now: Date,
): Promise<{ counters: number; views: number }> {
  const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
  return deps.quota.purgeBefore(yesterday, FORGET_BATCH);
}
