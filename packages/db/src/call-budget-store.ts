import type { CallBudgetStore } from '@reelatlas/core';
import type { Db } from './database.ts';
import { countWindowHit } from './window-hit.ts';

/**
 * The rate-limit counters' fixed windows (same table, keys and upsert as createRateLimitStore),
 * asked without waiting: a call is counted only while the window holds fewer than `max`, so a
 * refused call costs the other callers of the key nothing.
 */
export function createCallBudgetStore(db: Db): CallBudgetStore {
  return {
    async takeIfBelow(key, windowSeconds, max, now) {
      return (await countWindowHit(db, key, windowSeconds, now, max)) !== null;
    },
  };
}
