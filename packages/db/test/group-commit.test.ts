import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describe, expect, it } from 'vitest';
import { createGroupBatcher } from '../src/group-batcher.ts';
import { createSearchQuotaStore } from '../src/search-quota-store.ts';
import { createSpentTokenStore } from '../src/spent-token-store.ts';

const testDatabase = useMigratedDatabase();
const db = () => testDatabase.current.db;

describe('group batcher', () => {
  it('lets callers that arrive together share one run, each with its own answer', async () => {
    const runs: number[][] = [];
    const double = createGroupBatcher<number, number>(async (items) => {
      runs.push(items);
      return items.map((item) => item * 2);
    });
    const answers = await Promise.all([1, 2, 3, 4].map(double));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1, 2, 3, 4]]);
  });

  it('collects the callers that arrive while a run is in flight into the next run', async () => {
    const runs: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const echo = createGroupBatcher<number, number>(async (items) => {
      runs.push(items);
      if (runs.length === 1) await gate;
      return items;
    });
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo(2), echo(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('splits at maxBatch and rejects only the callers of a failed run', async () => {
    const runs: number[][] = [];
    const picky = createGroupBatcher<number, number>(
      async (items) => {
        runs.push(items);
        if (items.includes(3)) throw new Error('boom');
        return items;
      },
      { maxBatch: 2, maxInFlight: 2 },
    );
    const settled = await Promise.allSettled([1, 2, 3, 4].map(picky));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(runs).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('refuses an answer of the wrong length instead of handing out wrong results', async () => {
    const broken = createGroupBatcher<number, number>(async () => [1]);
    const settled = await Promise.allSettled([broken(1), broken(2)]);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
  });
});

describe('spent bot-check tokens, spent together', () => {
  const expiresAt = new Date(Date.now() + 300_000);

  it('spends each signature exactly once, however many spends of it arrive at once', async () => {
    const signatures = Array.from({ length: 10 }, (_, i) => `sig-concurrent-${i}`);
    const results = await Promise.all(
      [...signatures, ...signatures].map((s) => createSpentTokenStore(db()).spend(s, expiresAt)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const store = createSpentTokenStore(db());
    const sameBatch = await Promise.all(
      ['sig-twice', 'sig-twice', 'sig-once'].map((s) => store.spend(s, expiresAt)),
    );
    expect(sameBatch).toEqual([true, false, true]);
    expect(await store.spend('sig-twice', expiresAt)).toBe(false);
  });

  it('refuses on one instance what another spent, when both spend at once', async () => {
    const [a, b] = [createSpentTokenStore(db()), createSpentTokenStore(db())];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).spend(`sig-race-${i % 5}`, expiresAt)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});

describe('spent bot-check tokens, two instances racing over the same signatures', () => {
  it('never deadlocks: batches with the same signatures in opposite orders each get exact answers', async () => {
    const expiresAt = new Date(Date.now() + 300_000);
    for (let round = 0; round < 20; round++) {
      const [a, b] = [createSpentTokenStore(db()), createSpentTokenStore(db())];
      const signatures = Array.from({ length: 40 }, (_, i) => `sig-order-${round}-${i}`);
      const results = await Promise.all([
        ...signatures.map((s) => a.spend(s, expiresAt)),
        ...[...signatures].reverse().map((s) => b.spend(s, expiresAt)),
      ]);
      expect(results.filter(Boolean)).toHaveLength(signatures.length);
    }
  });
});

describe('reopen checks, answered together', () => {
  it('answers each viewer of a shared batch with its own reopen state and count', async () => {
    const store = createSearchQuotaStore(db());
    const day = '2026-11-22';
    const input = (viewer: string, title: string) => ({
      day,
      counters: [
        { key: `ip:10.0.0.1`, limit: 2 },
        { key: `device:${viewer}`, limit: 2 },
      ],
      limit: 2,
      viewerKey: `device:${viewer}`,
      titleKey: title,
    });
    expect(await store.consume(input('anna', 'movie:1'))).toEqual({
      allowed: true,
      used: 1,
      reopened: false,
    });
    expect(await store.consume(input('bob', 'movie:2'))).toEqual({ allowed: true, used: 2, reopened: false });

    const together = await Promise.all([
      store.consume(input('anna', 'movie:1')),
      store.consume(input('bob', 'movie:2')),
      store.consume(input('anna', 'movie:1')),
      store.consume(input('anna', 'movie:3')),
      store.consume(input('carl', 'movie:1')),
    ]);
    expect(together).toEqual([
      { allowed: true, used: 2, reopened: true },
      { allowed: true, used: 2, reopened: true },
      { allowed: true, used: 2, reopened: true },
      // Same IP: its counter is at 2, so new titles are refused for every device behind it.
      { allowed: false, used: 2 },
      { allowed: false, used: 2 },
    ]);
  });
});

describe('spending a token and checking a reopen in one statement', () => {
  const expiresAt = new Date(Date.now() + 300_000);
  const claim = (signature: string) => ({ signature, expiresAt });
  const input = (viewer: string, title: string, ip = '10.0.0.9') => ({
    day: '2026-11-23',
    counters: [
      { key: `ip:${ip}`, limit: 2 },
      { key: `device:${viewer}`, limit: 2 },
    ],
    limit: 2,
    viewerKey: `device:${viewer}`,
    titleKey: title,
  });

  it('spends each signature once, also against the plain spends, and answers the reopen state', async () => {
    const quota = createSearchQuotaStore(db());
    const spent = createSpentTokenStore(db());
    await quota.consume(input('dora', 'movie:7'));

    expect(await quota.spendAndCheckReopen?.(claim('sig-gate-1'), input('dora', 'movie:7'))).toEqual({
      spent: true,
      seen: true,
      used: 1,
    });
    expect(await quota.spendAndCheckReopen?.(claim('sig-gate-2'), input('dora', 'movie:8'))).toEqual({
      spent: true,
      seen: false,
      used: 1,
    });
    // A replay, whichever way it was spent first.
    expect((await quota.spendAndCheckReopen?.(claim('sig-gate-1'), input('dora', 'movie:7')))?.spent).toBe(
      false,
    );
    expect(await spent.spend('sig-gate-2', expiresAt)).toBe(false);
    expect(await spent.spend('sig-gate-3', expiresAt)).toBe(true);
    expect((await quota.spendAndCheckReopen?.(claim('sig-gate-3'), input('dora', 'movie:7')))?.spent).toBe(
      false,
    );
  });

  it('gives a signature sent twice in one batch to its first caller only, and each viewer its own state', async () => {
    const quota = createSearchQuotaStore(db());
    await quota.consume(input('emil', 'movie:1', '10.0.0.10'));
    const together = await Promise.all([
      quota.spendAndCheckReopen?.(claim('sig-gate-twice'), input('emil', 'movie:1', '10.0.0.10')),
      quota.spendAndCheckReopen?.(claim('sig-gate-twice'), input('emil', 'movie:1', '10.0.0.10')),
      quota.spendAndCheckReopen?.(claim('sig-gate-other'), input('fay', 'movie:1', '10.0.0.11')),
    ]);
    expect(together).toEqual([
      { spent: true, seen: true, used: 1 },
      { spent: false, seen: true, used: 1 },
      { spent: true, seen: false, used: 0 },
    ]);
  });

  it('never deadlocks with plain spends on another instance, and every signature is spent exactly once', async () => {
    for (let round = 0; round < 20; round++) {
      const quota = createSearchQuotaStore(db());
      const spent = createSpentTokenStore(db());
      const signatures = Array.from({ length: 40 }, (_, i) => `sig-gate-order-${round}-${i}`);
      const results = await Promise.all([
        ...signatures.map(
          async (s) => (await quota.spendAndCheckReopen?.(claim(s), input('gus', 'movie:1')))?.spent,
        ),
        ...[...signatures].reverse().map((s) => spent.spend(s, expiresAt)),
      ]);
      expect(results.filter(Boolean)).toHaveLength(signatures.length);
    }
  });
});
