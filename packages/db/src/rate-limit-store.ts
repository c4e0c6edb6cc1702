import type { RateLimitStore } from '@reelatlas/core';
import { lt, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { rateLimits } from './schema.ts';
import { countWindowHit, windowCount } from './window-hit.ts';

/**
 * Fixed-window counters: one upsert per request counts it and answers the total, atomically,
 * whichever instance serves it.
 */
export function createRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowSeconds, now) {
      const counted = await countWindowHit(db, key, windowSeconds, now);
      if (!counted) throw new Error('rate limit upsert returned no row');
      return counted;
    },
    peek: (key, windowSeconds, now) => windowCount(db, key, windowSeconds, now),
    async purgeExpired(now) {
      await db.delete(rateLimits).where(lt(rateLimits.windowEnd, now));
    },
  };
}

/** One key's counts in this process, for the window it is in. */
interface LocalCounter {
  windowStart: number;
  windowEnd: number;
  /** The database's total for the window, as of this process's last flush (ours included). */
  shared: number;
  /** Counted here, being written by the flush in progress. */
  inFlight: number;
  /** Counted here, not yet written. */
  pending: number;
}

export interface BatchedRateLimitOptions {
  /** Keys counted in memory and written in batches; every other key goes to the database at once. */
  batched: (key: string) => boolean;
  /** How often counts held in memory are written (and the other instances' counts read back). */
  flushMs: number;
  onFlushError?: (error: unknown) => void;
}

/**
 * The hot paths' burst limits (autocomplete, search) without a database write per request: each
 * instance counts in memory and, every `flushMs`, adds its counts to the shared rows in one
 * statement, reading back the totals of all instances. A request is judged on the last total
 * seen plus what this instance counted since, so across N instances a limit can be exceeded by at
 * most what the other instances let through in one flush interval (with limits of 30–120 a
 * minute and a 200 ms interval, a client needs hundreds of requests a second to get a few more).
 * Within one instance the count is exact. Other keys (the auth forms' small limits) stay exact
 * across instances: one upsert per request, as `createRateLimitStore`.
 */
export function createBatchedRateLimitStore(
  db: Db,
  options: BatchedRateLimitOptions,
): RateLimitStore & { flush(): Promise<void> } {
  const exact = createRateLimitStore(db);
  const counters = new Map<string, LocalCounter>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function write(): Promise<void> {
    const keys: string[] = [];
    const batch: { key: string; window_start: string; window_end: string; count: number }[] = [];
    for (const [key, counter] of counters) {
      if (counter.pending === 0) continue;
      counter.inFlight = counter.pending;
      counter.pending = 0;
      keys.push(key);
      batch.push({
        key,
        window_start: new Date(counter.windowStart).toISOString(),
        window_end: new Date(counter.windowEnd).toISOString(),
        count: counter.inFlight,
      });
    }
    if (!keys.length) return;
    try {
      const rows = await queryRows<{
        key: string;
        count: number;
        window_start: string | Date;
        window_end: string | Date;
      }>(
        db,
        sql`INSERT INTO rate_limits (key, window_start, window_end, count)
            SELECT key, window_start, window_end, count FROM json_to_recordset(${JSON.stringify(batch)}::json)
              AS batch(key text, window_start timestamptz, window_end timestamptz, count int)
            -- Rows in one order on every instance, so two flushes never lock each other's rows crosswise.
            ORDER BY key
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN excluded.window_start > rate_limits.window_start THEN excluded.count
                           WHEN excluded.window_start < rate_limits.window_start THEN rate_limits.count
                           ELSE rate_limits.count + excluded.count END,
              window_start = GREATEST(rate_limits.window_start, excluded.window_start),
              window_end = GREATEST(rate_limits.window_end, excluded.window_end)
            RETURNING key, count, window_start, window_end`,
      );
      for (const row of rows) {
        const counter = counters.get(row.key);
        if (!counter) continue;
        const start = new Date(row.window_start).getTime();
        if (start > counter.windowStart) {
          // Another instance (its clock a little ahead) already opened the next window.
          counter.windowStart = start;
          counter.windowEnd = new Date(row.window_end).getTime();
        }
        counter.shared = Number(row.count);
        counter.inFlight = 0;
      }
    } catch (error) {
      // Counted but not written: try again with the next flush.
      for (const key of keys) {
        const counter = counters.get(key);
        if (!counter) continue;
        counter.pending += counter.inFlight;
        counter.inFlight = 0;
      }
      throw error;
    }
  }

  function flush(): Promise<void> {
    running ??= write().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      flush()
        .catch((error) => options.onFlushError?.(error))
        .finally(() => {
          if ([...counters.values()].some((c) => c.pending > 0)) schedule();
        });
    }, options.flushMs);
    timer.unref();
  }

  return {
    async hit(key, windowSeconds, now) {
      if (!options.batched(key)) return exact.hit(key, windowSeconds, now);
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(now.getTime() / windowMs) * windowMs;
      let counter = counters.get(key);
      if (!counter || counter.windowStart < start) {
        // A new window starts from what other instances counted in it, learnt at the next flush.
        counter = { windowStart: start, windowEnd: start + windowMs, shared: 0, inFlight: 0, pending: 0 };
        counters.set(key, counter);
      }
      counter.pending++;
      schedule();
      return {
        count: counter.shared + counter.inFlight + counter.pending,
        resetAt: new Date(counter.windowEnd),
      };
    },
    async peek(key, windowSeconds, now) {
      if (!options.batched(key)) return exact.peek(key, windowSeconds, now);
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(now.getTime() / windowMs) * windowMs;
      const counter = counters.get(key);
      if (!counter || counter.windowStart < start) return { count: 0, resetAt: new Date(start + windowMs) };
      return {
        count: counter.shared + counter.inFlight + counter.pending,
        resetAt: new Date(counter.windowEnd),
      };
    },
    async purgeExpired(now) {
      for (const [key, counter] of counters)
        if (counter.windowEnd < now.getTime() && counter.pending === 0 && counter.inFlight === 0)
          counters.delete(key);
      await exact.purgeExpired(now);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await flush();
    },
  };
}
