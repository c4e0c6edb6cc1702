/**
 * How long a title's due offer facts are tried again (docs/catalog.md#facts-due). The first retry
 * waits a few minutes (a rate limit or an outage passes), each failure waits four times longer,
 * and a title is given up after five failed tries or a week: the source's data for it may be
 * broken for good, and the next counted search asks again anyway.
 */
export const OFFER_FACTS_DUE = {
  firstRetryMs: 10 * 60_000,
  backoffFactor: 4,
  maxRetryMs: 12 * 3_600_000,
  maxAttempts: 5,
  maxAgeMs: 7 * 86_400_000,
} as const;

/** The wait before the next try of a title whose tries failed `attempts` times (≥ 1). */
export function offerFactsRetryMs(attempts: number): number {
  const { firstRetryMs, backoffFactor, maxRetryMs } = OFFER_FACTS_DUE;
  return Math.min(firstRetryMs * backoffFactor ** Math.max(0, attempts - 1), maxRetryMs);
}
