/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * 'Resets in {h}h {m}m' until the server's reset instant (next 00:00 UTC, docs/product-rules.md#the-day), in whole
 * minutes rounded down so the text never promises a reset earlier than it happens.
 */
export function formatResetCountdown(resetAt: Date | string, now: Date, t: Translate): string {
  const target = typeof resetAt === 'string' ? new Date(resetAt) : resetAt;
  const diff = Math.max(0, target.getTime() - now.getTime());
  const hours = Number.isFinite(diff) ? Math.floor(diff / HOUR_MS) : 0;
  const minutes = Number.isFinite(diff) ? Math.floor((diff % HOUR_MS) / MINUTE_MS) : 0;
  return t('quota.resetsIn', { hours, minutes });
}

/** The next 00:00 UTC after `now`: a fallback when the server's resetAt is not known yet. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
