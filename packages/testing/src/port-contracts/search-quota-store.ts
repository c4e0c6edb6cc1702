import type { ConsumeSearchInput, SearchQuotaStore } from '@reelatlas/core';
import { describe, expect, it } from 'vitest';

const DAY = '2026-11-24';
let seq = 0;

/** A verified Free account's search of `titleKey`: its own counters (3) and its IP's uncapped one. */
function freeAccount() {
  const n = ++seq;
  const counters = [
    { key: `user:contract-${n}`, limit: 3 },
    { key: `ip:203.0.113.${n % 250}`, limit: null },
  ];
  const open = (titleKey: string, day = DAY): ConsumeSearchInput => ({
    day,
    counters,
    limit: 3,
    viewerKey: `user:contract-${n}`,
    titleKey,
  });
  return { counters, open };
}

/**
 * The behaviour every `SearchQuotaStore` shares, for search-title and get-quota: one count per
 * search up to the limit, a reopen free, days apart, and a bot-check claim spent once.
 */
export function describeSearchQuotaStore(name: string, make: () => Promise<SearchQuotaStore>): void {
  describe(`SearchQuotaStore contract: ${name}`, () => {
    it('counts each search once, up to the limit, then refuses without counting', async () => {
      const store = await make();
      const { counters, open } = freeAccount();
      for (const [i, title] of ['movie:1', 'movie:2', 'movie:3'].entries())
        expect(await store.consume(open(title))).toEqual({ allowed: true, used: i + 1, reopened: false });
      expect(await store.consume(open('movie:4'))).toEqual({ allowed: false, used: 3 });
      expect(await store.used(DAY, counters, 3)).toBe(3);
    });

    it('lets a viewer reopen a title the same day for free; a new day starts at zero', async () => {
      const store = await make();
      const { counters, open } = freeAccount();
      await store.consume(open('tv:1399'));
      expect(await store.consume(open('tv:1399'))).toEqual({ allowed: true, used: 1, reopened: true });
      expect(await store.used('2026-11-25', counters, 3)).toBe(0);
      expect(await store.consume(open('tv:1399', '2026-11-25'))).toMatchObject({ allowed: true, used: 1 });
    });

    it('spends a bot-check claim once, and tells a reopen without counting it', async () => {
      const store = await make();
      const { counters, open } = freeAccount();
      const claim = (signature: string) => ({ signature, expiresAt: new Date(Date.now() + 60_000) });
      const first = `contract-claim-${seq}-a`;
      expect(await store.spendAndCheckReopen(claim(first), open('movie:7'))).toEqual({
        spent: true,
        seen: false,
        used: 0,
      });
      expect((await store.spendAndCheckReopen(claim(first), open('movie:7'))).spent).toBe(false);
      await store.consume(open('movie:7'));
      expect(await store.spendAndCheckReopen(claim(`contract-claim-${seq}-b`), open('movie:7'))).toEqual({
        spent: true,
        seen: true,
        used: 1,
      });
      expect(await store.used(DAY, counters, 3)).toBe(1);
    });

    it('answers the same when the caller already checked for a reopen: a reopen is still free, a limit still holds', async () => {
      const store = await make();
      const { counters, open } = freeAccount();
      const checked = { reopenChecked: true };
      expect(await store.consume(open('movie:21'), checked)).toEqual({
        allowed: true,
        used: 1,
        reopened: false,
      });
      // Opened since the caller's check (another tab, at the same moment): not counted twice.
      expect(await store.consume(open('movie:21'), checked)).toEqual({
        allowed: true,
        used: 1,
        reopened: true,
      });
      await store.consume(open('movie:22'), checked);
      await store.consume(open('movie:23'), checked);
      expect(await store.consume(open('movie:24'), checked)).toEqual({ allowed: false, used: 3 });
      expect(await store.used(DAY, counters, 3)).toBe(3);
    });

    it('tells whether a viewer opened a title today, counting and spending nothing', async () => {
      const store = await make();
      const { counters, open } = freeAccount();
      expect(await store.checkReopen(open('movie:21'))).toEqual({ seen: false, used: 0 });
      await store.consume(open('movie:21'));
      expect(await store.checkReopen(open('movie:21'))).toEqual({ seen: true, used: 1 });
      expect(await store.checkReopen(open('movie:22'))).toEqual({ seen: false, used: 1 });
      // Another viewer, and another day, have not opened it.
      expect(await store.checkReopen({ ...open('movie:21'), viewerKey: 'user:someone-else' })).toMatchObject({
        seen: false,
      });
      expect(await store.checkReopen(open('movie:21', '2026-11-25'))).toEqual({ seen: false, used: 0 });
      expect(await store.used(DAY, counters, 3)).toBe(1);
    });

    it('forgets past days’ anonymous counters and opened titles, in batches, keeping accounts’ counts', async () => {
      const store = await make();
      const { counters, open } = freeAccount();
      const past = '2020-01-01';
      await store.consume(open('movie:11', past));
      await store.consume(open('movie:12', past));
      await store.consume(open('movie:11'));
      // Batches of one: each call forgets at most one row of each kind.
      expect(await store.purgeBefore(DAY, 1)).toEqual({ counters: 1, views: 1 });
      let total = { counters: 1, views: 1 };
      for (;;) {
        const gone = await store.purgeBefore(DAY, 1);
        if (!gone.counters && !gone.views) break;
        total = { counters: total.counters + gone.counters, views: total.views + gone.views };
      }
      // The past day's address counter went (other tests' rows of that day may go too), the
      // account's stayed; the day's opened titles were forgotten; today is untouched.
      expect(total.counters).toBeGreaterThanOrEqual(1);
      expect(total.views).toBeGreaterThanOrEqual(2);
      expect(await store.used(past, [{ key: counters[1]?.key ?? '', limit: 3 }], 3)).toBe(0);
      expect(await store.used(past, counters, 3)).toBe(2);
      expect(await store.used(DAY, counters, 3)).toBe(1);
      expect(await store.consume(open('movie:11'))).toMatchObject({ reopened: true });
      expect(await store.purgeBefore(DAY, 1000)).toEqual({ counters: 0, views: 0 });
    });
  });
}
