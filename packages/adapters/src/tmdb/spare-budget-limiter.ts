import type { CallBudgetStore } from '@reelatlas/core';
import { TmdbError } from './http-client.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** No spare TMDb budget this second: the caller goes without rather than waits. */
export class SpareBudgetSpent extends TmdbError {
  constructor() {
    super('rate_limited', 'no spare TMDb budget this second');
    this.name = 'SpareBudgetSpent';
  }
}

/**
 * A limiter that never waits (docs/catalog.md#title-index: autocomplete never waits on TMDb): a call goes out
 * only while the shared one-second window — the one every instance's searches and refreshes
 * count in — holds fewer than `max` calls; otherwise acquire() fails at once. With `max` below
 * TMDB_RATE_LIMIT, the rest of each second stays for searches, which wait for their turn.
 */
export function createSpareBudgetLimiter(options: {
  store: CallBudgetStore;
  max: number;
  key?: string;
  now?: () => Date;
}): RateLimiter {
  const key = options.key ?? 'tmdb:calls';
  const now = options.now ?? (() => new Date());
  return {
    async acquire() {
      if (options.max < 1 || !(await options.store.takeIfBelow(key, 1, options.max, now())))
        throw new SpareBudgetSpent();
    },
  };
}
