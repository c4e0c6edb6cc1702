import { createRateLimiter, createSharedRateLimiter } from '@reelatlas/adapters/tmdb';
import { createRateLimitStore, type Database, openDatabase } from '@reelatlas/db';
import { createTestDatabase } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(database.options);
  await db.migrate();
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('TMDb rate limit shared by every instance (DESIGN §7: under ~40 req/s per API key)', () => {
  it('two instances together stay within the per-second budget', async () => {
    const perSecond = 8;
    const store = createRateLimitStore(db.db);
    // Two server instances: each its own local pace, both counting in the same database.
    const instance = () =>
      createSharedRateLimiter({
        local: createRateLimiter({ perSecond, burst: perSecond }),
        store,
        perSecond,
      });
    const a = instance();
    const b = instance();
    const passed: number[] = [];
    const calls = Array.from({ length: 24 }, (_, i) =>
      (i % 2 ? a : b).acquire().then(() => passed.push(Date.now())),
    );
    await Promise.all(calls);
    const perWindow = new Map<number, number>();
    for (const t of passed)
      perWindow.set(Math.floor(t / 1000), (perWindow.get(Math.floor(t / 1000)) ?? 0) + 1);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(perSecond);
    // 24 calls at 8 a second cannot all pass within the first two windows.
    expect(perWindow.size).toBeGreaterThanOrEqual(3);
  });
});
