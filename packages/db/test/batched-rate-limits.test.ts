import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBatchedRateLimitStore } from '../src/rate-limit-store.ts';
import { queryRows } from '../src/rows.ts';

const testDatabase = useMigratedDatabase();
const db = () => testDatabase.current.db;

/** Two instances' stores on one database; flushes only when the test says (flushMs far away). */
const instances = () =>
  [0, 1].map(() =>
    createBatchedRateLimitStore(db(), {
      batched: (key) => key.startsWith('hot:'),
      flushMs: 3_600_000,
    }),
  ) as [ReturnType<typeof createBatchedRateLimitStore>, ReturnType<typeof createBatchedRateLimitStore>];

const at = (iso: string) => new Date(iso);
const counts = async (
  store: ReturnType<typeof createBatchedRateLimitStore>,
  key: string,
  n: number,
  now: Date,
): Promise<number[]> => {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await store.hit(key, 60, now)).count);
  return seen;
};

describe('batched burst counters (two instances, one database)', () => {
  it('counts exactly within an instance and adds up the instances at each flush', async () => {
    const [a, b] = instances();
    const now = at('2026-11-21T12:00:10Z');
    expect(await counts(a, 'hot:ip:1', 3, now)).toEqual([1, 2, 3]);
    expect(await counts(b, 'hot:ip:1', 2, now)).toEqual([1, 2]);
    await a.flush();
    await b.flush();
    // b has read back the total of both; a learns b's two at its next flush.
    expect(await counts(b, 'hot:ip:1', 1, now)).toEqual([6]);
    expect(await counts(a, 'hot:ip:1', 1, now)).toEqual([4]);
    await a.flush();
    // 3 + 2 + 1 written; b's last one is still in b's memory.
    expect(await counts(a, 'hot:ip:1', 1, now)).toEqual([7]);
    await a.flush();
    await b.flush();
    const [row] = await queryRows<{ count: number; window_end: string | Date }>(
      db(),
      sql`SELECT count, window_end FROM rate_limits WHERE key = 'hot:ip:1'`,
    );
    expect(Number(row?.count)).toBe(8);
    expect(new Date(row?.window_end ?? 0).toISOString()).toBe('2026-11-21T12:01:00.000Z');
  });

  it('starts over in the next window, and tells when the window ends', async () => {
    const [a] = instances();
    expect(await counts(a, 'hot:ip:2', 2, at('2026-11-21T12:00:59Z'))).toEqual([1, 2]);
    await a.flush();
    const next = await a.hit('hot:ip:2', 60, at('2026-11-21T12:01:00Z'));
    expect(next).toEqual({ count: 1, resetAt: at('2026-11-21T12:02:00Z') });
    await a.flush();
    expect((await a.hit('hot:ip:2', 60, at('2026-11-21T12:01:30Z'))).count).toBe(2);
  });

  it('counts other keys in the database at once, exact across instances', async () => {
    const [a, b] = instances();
    const now = at('2026-11-21T12:00:10Z');
    expect(await counts(a, 'signIn:ip:3', 2, now)).toEqual([1, 2]);
    expect(await counts(b, 'signIn:ip:3', 1, now)).toEqual([3]);
  });
});
