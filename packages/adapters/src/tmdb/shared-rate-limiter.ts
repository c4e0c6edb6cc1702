import type { RateLimitStore } from '@reelatlas/core';
import { type RateLimiter, RateLimiterBusy } from './rate-limiter.ts';

const WINDOW_SECONDS = 1;

/**
 * TMDb's ~40 requests/s is per API key, so it binds all server instances (and the refresh CLI)
 * together. Each call first takes a slot from this process's own token bucket (its pace), then
 * counts itself in a one-second window in the database shared by every instance; over
 * `perSecond` in the current window, it waits for the next one and tries again — as long as
 * its whole wait stays within `maxWaitMs`; past that it gives up (RateLimiterBusy), so callers
 * never pile up behind a budget other instances have spent.
 */
export function createSharedRateLimiter(options: {
  local: RateLimiter;
  store: RateLimitStore;
  perSecond: number;
  key?: string;
  /** The longest a caller may wait in all (the server uses TMDB_TIMEOUT_MS); unbounded when absent. */
  maxWaitMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}): RateLimiter {
  const key = options.key ?? 'tmdb:calls';
  const maxWait = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  return {
    async acquire() {
      const started = now().getTime();
      await options.local.acquire();
      for (;;) {
        const at = now();
        const { count, resetAt } = await options.store.hit(key, WINDOW_SECONDS, at);
        if (count <= options.perSecond) return;
        // A little spread so waiting instances do not all come back in the same millisecond.
        const waitMs = Math.max(1, resetAt.getTime() - at.getTime()) + Math.random() * 20;
        const waited = at.getTime() - started;
        if (waited + waitMs > maxWait) throw new RateLimiterBusy(waitMs);
        await sleep(waitMs);
      }
    },
  };
}
