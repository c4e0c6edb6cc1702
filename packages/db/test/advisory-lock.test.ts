import { createTestDatabase } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/database.ts';

const LOCK = 4242;

/** A task that holds the lock until released, so the test decides when it ends. */
function heldTask() {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  let started = () => {};
  const running = new Promise<void>((done) => {
    started = done;
  });
  return {
    task: async () => {
      started();
      await released;
      return 'done';
    },
    running,
    release,
  };
}

/**
 * Two "instances" on one database: on PostgreSQL two pools (two servers), on PGlite the same
 * instance (it is never opened by two processes) — in both, one holder at a time.
 */
describe('advisory lock (one refresher at a time)', () => {
  it('lets one holder run; the other is told at once; afterwards the lock is free again', async () => {
    const testDb = await createTestDatabase();
    const first = await openDatabase(testDb.options);
    const second: Database = 'url' in testDb.options ? await openDatabase(testDb.options) : first;
    try {
      const held = heldTask();
      const running = first.tryWithLock(LOCK, held.task);
      await held.running;
      expect(await second.tryWithLock(LOCK, async () => 'second')).toEqual({ ran: false });
      // Another lock id is independent.
      expect(await second.tryWithLock(LOCK + 1, async () => 'other')).toEqual({ ran: true, value: 'other' });
      held.release();
      expect(await running).toEqual({ ran: true, value: 'done' });
      expect(await second.tryWithLock(LOCK, async () => 'second')).toEqual({ ran: true, value: 'second' });
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await testDb.drop();
    }
  });

  it('releases the lock when the task fails', async () => {
    const testDb = await createTestDatabase();
    const database = await openDatabase(testDb.options);
    try {
      await expect(
        database.tryWithLock(LOCK, async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await database.tryWithLock(LOCK, async () => 1)).toEqual({ ran: true, value: 1 });
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
