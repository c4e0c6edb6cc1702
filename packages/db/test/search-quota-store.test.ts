// The daily counters' rules in the store (docs/product-rules.md#daily-searches, docs/testing.md#what-the-suites-check), one at a time: a search
// counts on every counter, a counter with a ceiling refuses once full, a counter without one
// (the anonymous counters a Free account's searches also count on) never refuses, a reopen
// costs nothing, and days, viewers and titles are apart. On PGlite and PostgreSQL.
import type { ConsumeSearchInput, DailyCounter } from '@reelatlas/core';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describe, expect, it } from 'vitest';
import { createSearchQuotaStore } from '../src/search-quota-store.ts';

const testDatabase = useMigratedDatabase();
const store = () => createSearchQuotaStore(testDatabase.current.db);
const DAY = '2026-11-24';
let seq = 0;

/** A verified Free account (3 a day), counted by user and device, and also on its IP's anonymous counter. */
function freeAccount(ip = `ip:198.51.100.${++seq}`) {
  const n = ++seq;
  const counters: DailyCounter[] = [
    { key: `user:u${n}`, limit: 3 },
    { key: `device:d${n}`, limit: 3 },
    { key: ip, limit: null },
  ];
  const open = (titleKey: string, day = DAY): ConsumeSearchInput => ({
    day,
    counters,
    limit: 3,
    viewerKey: `user:u${n}`,
    titleKey,
  });
  return { counters, open, ip };
}

/** An anonymous visitor on `ip` (2 a day, by IP and device). */
function visitor(ip: string) {
  const n = ++seq;
  const counters: DailyCounter[] = [
    { key: ip, limit: 2 },
    { key: `device:v${n}`, limit: 2 },
  ];
  return {
    counters,
    open: (titleKey: string): ConsumeSearchInput => ({
      day: DAY,
      counters,
      limit: 2,
      viewerKey: `device:v${n}`,
      titleKey,
    }),
  };
}

describe('search quota store', () => {
  it('counts a search once on every counter, and refuses at the ceiling without counting', async () => {
    const { counters, open } = freeAccount();
    expect(await store().used(DAY, counters, 3)).toBe(0);
    for (const [i, title] of ['movie:1', 'movie:2', 'movie:3'].entries())
      expect(await store().consume(open(title))).toEqual({ allowed: true, used: i + 1, reopened: false });
    expect(await store().consume(open('movie:4'))).toEqual({ allowed: false, used: 3 });
    expect(await store().used(DAY, counters, 3)).toBe(3);
    // Refused, so not opened: asking again is still refused (not a free reopen).
    expect(await store().consume(open('movie:4'))).toEqual({ allowed: false, used: 3 });
  });

  it('a counter without a ceiling is counted but never refuses', async () => {
    const ip = `ip:203.0.113.${++seq}`;
    const account = freeAccount(ip);
    // Two anonymous searches used up the IP's anonymous allowance…
    const anonymous = visitor(ip);
    await store().consume(anonymous.open('movie:10'));
    await store().consume(anonymous.open('movie:11'));
    expect(await store().consume(visitor(ip).open('movie:12'))).toEqual({ allowed: false, used: 2 });
    // …which does not stop the account, whose searches still count on that IP.
    expect(await store().consume(account.open('movie:13'))).toEqual({
      allowed: true,
      used: 1,
      reopened: false,
    });
    expect(await store().used(DAY, account.counters, 3)).toBe(1);
    expect(await store().consume(account.open('movie:13'))).toEqual({
      allowed: true,
      used: 1,
      reopened: true,
    });
    expect(await store().consume(visitor(ip).open('movie:13'))).toEqual({ allowed: false, used: 3 });
  });

  it('reports use against the allowance when a counter has a looser ceiling (a /48 at 2×)', async () => {
    const n = ++seq;
    const block: DailyCounter = { key: `ip48:2001:db8:${n}::/48`, limit: 4 };
    const nth = (i: number): ConsumeSearchInput => ({
      day: DAY,
      counters: [
        { key: `ip:2001:db8:${n}:${i}::/64`, limit: 2 },
        { key: `device:b${n}-${i}`, limit: 2 },
        block,
      ],
      limit: 2,
      viewerKey: `device:b${n}-${i}`,
      titleKey: `movie:${i}`,
    });
    // Four visitors of one /48 each search once: the /48 fills up; each saw its own count until
    // the /48 had less room left than its own allowance.
    expect(await store().consume(nth(1))).toEqual({ allowed: true, used: 1, reopened: false });
    expect(await store().consume(nth(2))).toEqual({ allowed: true, used: 1, reopened: false });
    expect(await store().consume(nth(3))).toEqual({ allowed: true, used: 1, reopened: false });
    expect(await store().consume(nth(4))).toEqual({ allowed: true, used: 2, reopened: false });
    expect(await store().consume(nth(5))).toEqual({ allowed: false, used: 2 });
    expect(await store().used(DAY, nth(6).counters, 2)).toBe(2);
  });

  it('keeps days apart: a new UTC day starts at zero', async () => {
    const { counters, open } = freeAccount();
    for (const title of ['movie:1', 'movie:2', 'movie:3']) await store().consume(open(title));
    expect(await store().consume(open('movie:1', '2026-11-25'))).toEqual({
      allowed: true,
      used: 1,
      reopened: false,
    });
    expect(await store().used('2026-11-25', counters, 3)).toBe(1);
  });

  it('a title is its type and id, and a reopen is per viewer', async () => {
    const ip = `ip:203.0.113.${++seq}`;
    const first = visitor(ip);
    expect(await store().consume(first.open('movie:1399'))).toMatchObject({ reopened: false, used: 1 });
    expect(await store().consume(first.open('tv:1399'))).toMatchObject({ reopened: false, used: 2 });
    // Another browser behind the same IP opens the same title: a new view, refused (IP full).
    expect(await store().consume(visitor(ip).open('movie:1399'))).toEqual({ allowed: false, used: 2 });
  });

  it('counts nothing with no ceiling at all (no checked counter)', async () => {
    const counters: DailyCounter[] = [{ key: `ip:192.0.2.${++seq}`, limit: null }];
    expect(await store().used(DAY, counters, 3)).toBe(0);
  });
});
