import type { Plan, Quota } from '@reelatlas/contracts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

/** The day is the year-month-day of the UTC ISO date. */
export function utcDateKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Anonymous visitors and signed-in users keep their counters under different keys (docs/product-rules.md#browser-state). */
function keysFor(plan: Plan): { date: string; count: string } {
  return plan === 'anonymous'
    ? { date: storageKeys.anonymousSearchDate, count: storageKeys.anonymousSearchCount }
    : { date: storageKeys.searchDate, count: storageKeys.searchCount };
}

/**
 * The localStorage mirror of today's count. It only lets other tabs notice a change quickly;
 * the number shown always comes from GET /api/quota.
 */
export function writeQuotaMirror(quota: Pick<Quota, 'used' | 'plan'>, now: Date): void {
  const keys = keysFor(quota.plan);
  writeStorage(keys.date, utcDateKey(now));
  writeStorage(keys.count, String(quota.used));
}

/** Raw mirror value for change detection: 'YYYY-MM-DD:N', or '' when absent. */
export function readQuotaMirror(plan: Plan): string {
  const keys = keysFor(plan);
  const date = readStorage(keys.date);
  const count = readStorage(keys.count);
  return date && count ? `${date}:${count}` : '';
}

export function mirrorValue(quota: Pick<Quota, 'used' | 'plan'>, now: Date): string {
  return `${utcDateKey(now)}:${quota.used}`;
}

/** Storage keys that, when another tab changes them, mean our count may be stale. */
export const mirrorKeys: readonly string[] = [
  storageKeys.anonymousSearchDate,
  storageKeys.anonymousSearchCount,
  storageKeys.searchDate,
  storageKeys.searchCount,
];

/**
 * docs/product-rules.md#browser-state logout rule: a browser that reached 3 searches while signed in shows 2 (of 2) once
 * signed out, unless the user had Pro access. The server answers the same (it caps the
 * anonymous count at its limit); this keeps the mirror from flashing 3 of 2 before it does.
 */
export function applyLogoutCountRule(hadProAccess: boolean): void {
  if (hadProAccess) return;
  if (readStorage(storageKeys.anonymousSearchCount) === '3')
    writeStorage(storageKeys.anonymousSearchCount, '2');
}
