import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/** The count of `key` in the window holding `now`, as countWindowHit keeps it; reads, never writes. */
export async function windowCount(
  db: Db,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await queryRows<{ count: number; window_end: string | Date }>(
    db,
    sql`SELECT count, window_end FROM rate_limits
        WHERE key = ${key} AND window_start >= ${start.toISOString()}`,
  );
  return row
    ? { count: Number(row.count), resetAt: new Date(row.window_end) }
    : { count: 0, resetAt: new Date(start.getTime() + windowMs) };
}

/**
 * Counts one hit of `key` in its fixed window, in one upsert, and answers the window's total and
 * end. A row from an older window starts over at 1; an instance whose clock lags a little never
 * moves a window back. With `below`, the hit is counted only while the window holds fewer than
 * that, and a refused hit answers null (it changes nothing).
 */
export async function countWindowHit(
  db: Db,
  key: string,
  windowSeconds: number,
  now: Date,
  below?: number,
): Promise<{ count: number; resetAt: Date } | null> {
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
        ${below === undefined ? sql`` : sql`WHERE excluded.window_start > rate_limits.window_start OR rate_limits.count < ${below}`}
        RETURNING count, window_end`,
  );
  return row ? { count: Number(row.count), resetAt: new Date(row.window_end) } : null;
}
