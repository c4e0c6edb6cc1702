export interface RateLimiter {
  /** Resolves when the caller may send one request. */
  acquire(): Promise<void>;
}

/**
 * A token bucket: `perSecond` requests a second on average, at most `burst` at once. Callers
 * beyond the budget reserve future slots and wait for them, so the pace holds under any load.
 * One limiter is shared by every TMDb call of the process.
 */
export function createRateLimiter(options: {
  perSecond: number;
  burst?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): RateLimiter {
  const rate = options.perSecond;
  const burst = options.burst ?? Math.max(1, Math.floor(rate / 4));
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  let tokens = burst;
  let last = now();
  return {
    async acquire() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
      last = t;
      tokens -= 1;
      // Negative tokens are slots reserved by earlier callers; wait until ours comes round.
      if (tokens < 0) await sleep((-tokens / rate) * 1000);
    },
  };
}
