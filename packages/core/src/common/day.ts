/**
 * Daily counters roll over at 00:00 UTC (docs/product-rules.md#the-day): one server-side instant is the only
 * rule every instance can enforce alike.
 */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
