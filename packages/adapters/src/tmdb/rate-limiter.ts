export interface RateLimiter {
  /**
   * Resolves when the caller may send one request. Throws RateLimiterBusy at once, without
   * taking a slot, when the caller would wait longer than the limiter's `maxWaitMs`.
   */
  acquire(): Promise<void>;
}

/**
 * The budget is spoken for further ahead than a caller may wait: the queue is full. A visitor
 * gets 503 with Retry-After at once rather than a request that hangs (or times out) behind
 * hundreds of others, and the queue cannot grow without bound (docs/product-rules.md#catalog-freshness).
 */
export class RateLimiterBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`the TMDb request budget is spoken for the next ${Math.ceil(retryAfterMs)} ms`);
    this.name = 'RateLimiterBusy';
  }
}

/**
 * A token bucket: `perSecond` requests a second on average, at most `burst` at once. Callers
 * beyond the budget reserve future slots and wait for them, so the pace holds under any load —
 * up to `maxWaitMs` ahead: a caller whose slot would come later is refused (RateLimiterBusy),
 * so at most `perSecond × maxWaitMs / 1000` callers ever wait. One limiter is shared by every
 * TMDb call of the process.
 */
export function createRateLimiter(options: {
  perSecond: number;
  burst?: number;
  /** The longest a caller may wait for its slot (the server uses TMDB_TIMEOUT_MS); unbounded when absent. */
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): RateLimiter {
  const rate = options.perSecond;
  const burst = options.burst ?? Math.max(1, Math.floor(rate / 4));
  const maxWait = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  let tokens = burst;
  let last = now();
  return {
    async acquire() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
      last = t;
      // Negative tokens are slots reserved by earlier callers; ours comes round after theirs.
      const waitMs = tokens < 1 ? ((1 - tokens) / rate) * 1000 : 0;
      if (waitMs > maxWait) throw new RateLimiterBusy(waitMs);
      tokens -= 1;
      if (waitMs > 0) await sleep(waitMs);
    },
  };
}
