/**
 * Fixed-window request counters in the database, so every instance enforces one limit. (A store
 * that batches counts in memory adds its own `flush`, which the server calls before shutdown.)
 */
export interface RateLimitStore {
  /** Counts one request on `key` in the window holding `now`: the count so far and the window's end. */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /**
   * The count of `key` in the window holding `now`, without counting this request or writing
   * anything (0 when the key has no row in that window): a check that may refuse, then count later.
   */
  peek(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  purgeExpired(now: Date): Promise<void>;
}
