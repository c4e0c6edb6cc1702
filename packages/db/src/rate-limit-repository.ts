import type { RateLimitStore } from '@reelatlas/core';
import { lt, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { rateLimits } from './schema.ts';

/**
 * Fixed-window counters: one upsert per request counts it and answers the total, atomically,
 * whichever instance serves it. A row from an older window starts over at 1; an instance whose
 * clock lags a little never moves a window back.
 */
export function createRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowSeconds, now) {
      const windowMs = windowSeconds * 1000;
      const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const end = new Date(start.getTime() + windowMs);
      const [row] = await queryRows<{ count: number; window_end: string | Date }>(
        db,
        sql`INSERT INTO rate_limits (key, window_start, window_end, count)
            VALUES (${key}, ${start.toISOString()}, ${end.toISOString()}, 1)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN excluded.window_start > rate_limits.window_start THEN 1
                           ELSE rate_limits.count + 1 END,
              window_start = GREATEST(rate_limits.window_start, excluded.window_start),
              window_end = GREATEST(rate_limits.window_end, excluded.window_end)
            RETURNING count, window_end`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: Number(row.count), resetAt: new Date(row.window_end) };
    },
    async purgeExpired(now) {
      await db.delete(rateLimits).where(lt(rateLimits.windowEnd, now));
    },
  };
}
