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

describe('TMDb rate limit shared by every instance (docs/catalog.md#live-catalog-tmdb: under ~40 req/s per API key)', () => {
  it('two instances together stay within the per-second budget', async () => {
    const perSecond = 8;
    const shared = createRateLimitStore(db.db);
    // The windows the database granted calls in, by their end: what the limiter enforced. (Times
    // taken when each call's promise settles would move with the event loop on a loaded machine.)
    const granted = new Map<number, number>();
    const store: typeof shared = {
      ...shared,
      async hit(key, windowSeconds, at) {
        const answer = await shared.hit(key, windowSeconds, at);
        const window = answer.resetAt.getTime();
        if (answer.count <= perSecond) granted.set(window, (granted.get(window) ?? 0) + 1);
        return answer;
      },
    };
    // Two server instances: each its own local pace, both counting in the same database.
    const instance = () =>
      createSharedRateLimiter({
        local: createRateLimiter({ perSecond, burst: perSecond }),
        store,
        perSecond,
      });
    const a = instance();
    const b = instance();
    await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).acquire()));
    expect([...granted.values()].reduce((sum, n) => sum + n, 0)).toBe(24);
    expect(Math.max(...granted.values())).toBeLessThanOrEqual(perSecond);
    // 24 calls at 8 a second cannot all pass within the first two windows.
    expect(granted.size).toBeGreaterThanOrEqual(3);
  });
});
