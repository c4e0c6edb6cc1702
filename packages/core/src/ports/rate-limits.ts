/**
 * Fixed-window request counters in the database, so every instance enforces one limit. (A store
 * that batches counts in memory adds its own `flush`, which the server calls before shutdown.)
 */
export interface RateLimitStore {
  /** Counts one request on `key` in the window holding `now`: the count so far and the window's end. */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  purgeExpired(now: Date): Promise<void>;
}
