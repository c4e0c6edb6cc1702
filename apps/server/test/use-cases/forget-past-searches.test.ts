// Core's forgetting of past days' anonymous search records on the real quota store: what a day
// boundary keeps (today, yesterday, accounts' counts) and what goes (older visitors' counters by
// device, address and /48, and the titles they opened).
import { type DailyCounter, dailyCounters, forgetPastSearches, utcDay } from '@reelatlas/core';
import { createSearchQuotaStore } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describe, expect, it } from 'vitest';

const testDatabase = useMigratedDatabase();
const NOW = new Date('2026-11-24T00:00:30Z');
const daysAgo = (n: number) => utcDay(new Date(NOW.getTime() - n * 86_400_000));

describe('forgetting past searches', () => {
  it('keeps today and yesterday, forgets older anonymous records, keeps accounts’ counts', async () => {
    const quota = createSearchQuotaStore(testDatabase.current.db);
    // An IPv6 visitor: device, address (/64) and /48 counters.
    const visitor = dailyCounters(
      { kind: 'anonymous', deviceId: 'd-1', ipKey: '2001:db8:1:1::', ipBlockKey: '2001:db8:1::' },
      10,
      10,
    );
    const account: DailyCounter[] = [{ key: 'user:forget-1', limit: 10 }];
    const open = (day: string, counters: DailyCounter[], viewerKey: string) =>
      quota.consume({ day, counters, limit: 10, viewerKey, titleKey: 'movie:603' });
    for (const day of [daysAgo(2), daysAgo(1), daysAgo(0)]) {
      await open(day, visitor, 'device:d-1');
      await open(day, account, 'user:forget-1');
    }
    const gone = await forgetPastSearches({ quota }, NOW);
    // Two days ago: the device's, address's and /48's counters, and both viewers' opened title.
    expect(gone).toEqual({ counters: visitor.length, views: 2 });
    expect(await quota.used(daysAgo(2), visitor, 10)).toBe(0);
    expect(await quota.used(daysAgo(2), account, 10)).toBe(1);
    for (const day of [daysAgo(1), daysAgo(0)]) {
      expect(await quota.used(day, visitor, 10)).toBe(1);
      expect(await open(day, visitor, 'device:d-1')).toMatchObject({ reopened: true });
    }
    expect(await forgetPastSearches({ quota }, NOW)).toEqual({ counters: 0, views: 0 });
  });
});
