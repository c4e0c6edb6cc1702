import type { CallBudgetStore } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/**
 * The rate-limit counters' fixed windows (same table and keys as createRateLimitStore), asked
 * without waiting: a call is counted only while the window holds fewer than `max`, in one upsert,
 * so a refused call costs the other callers of the key nothing.
 */
export function createCallBudgetStore(db: Db): CallBudgetStore {
  return {
    async takeIfBelow(key, windowSeconds, max, now) {
      const windowMs = windowSeconds * 1000;
      const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const end = new Date(start.getTime() + windowMs);
      const rows = await queryRows<{ count: number }>(
        db,
        sql`INSERT INTO rate_limits (key, window_start, window_end, count)
            VALUES (${key}, ${start.toISOString()}, ${end.toISOString()}, 1)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN excluded.window_start > rate_limits.window_start THEN 1
                           ELSE rate_limits.count + 1 END,
              window_start = GREATEST(rate_limits.window_start, excluded.window_start),
              window_end = GREATEST(rate_limits.window_end, excluded.window_end)
            WHERE excluded.window_start > rate_limits.window_start OR rate_limits.count < ${max}
            RETURNING count`,
      );
      return rows.length > 0;
    },
  };
}
