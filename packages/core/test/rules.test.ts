import { buildSearchQuery, numericIdOrUndefined, parseSearchQuery } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { groupPlatforms } from '../src/catalog/group-platforms.ts';
import { normalizeTitle } from '../src/catalog/normalize-title.ts';
import { nextUtcMidnight, utcDay } from '../src/common/day.ts';
import { dailyLimit, searchCounters } from '../src/search/daily-limit.ts';
import { quotaView } from '../src/search/get-quota.ts';
import { type Subject, usedOf, viewerKey } from '../src/search/subject.ts';

const anonymous: Subject = { kind: 'anonymous', ipKey: '1.2.3.4', ipBlockKey: null, deviceId: 'dev-1' };
const user = (plan: 'Free' | 'Trial' | 'Pro', emailVerified = true): Subject => ({
  kind: 'user',
  userId: 'u1',
  plan,
  emailVerified,
  deviceId: 'dev-1',
  ipKey: '1.2.3.4',
  ipBlockKey: null,
});
const now = new Date('2026-11-21T22:30:00Z');

describe('daily allowance (docs/product-rules.md#daily-searches, docs/product-rules.md#constants)', () => {
  it('is 2 anonymous, 3 signed in, 9999 (not counted) for Pro and Trial', () => {
    expect(dailyLimit(anonymous)).toBe(2);
    expect(dailyLimit(user('Free'))).toBe(3);
    expect(dailyLimit(user('Pro'))).toBe(9999);
    expect(dailyLimit(user('Trial'))).toBe(9999);
  });

  it('shows Pro held at 0 of 9999 and never more used than the limit', () => {
    expect(quotaView(user('Pro'), 57, now)).toMatchObject({
      used: 0,
      limit: 9999,
      remaining: 9999,
      plan: 'Pro',
    });
    expect(quotaView(anonymous, 5, now)).toMatchObject({
      used: 2,
      limit: 2,
      remaining: 0,
      plan: 'anonymous',
    });
  });

  it('resets at the next 00:00 UTC', () => {
    expect(utcDay(now)).toBe('2026-11-21');
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(quotaView(anonymous, 0, now).resetAt).toBe('2026-11-22T00:00:00.000Z');
  });

  it('counts an anonymous visitor by IP and by device, a verified user by id and by device', () => {
    expect(searchCounters(anonymous)).toEqual([
      { key: 'device:dev-1', limit: 2 },
      { key: 'ip:1.2.3.4', limit: 2 },
    ]);
    // The IP is counted for a Free user too (signing out gains nothing), but never checked.
    expect(searchCounters(user('Free'))).toEqual([
      { key: 'device:dev-1', limit: 3 },
      { key: 'ip:1.2.3.4', limit: null },
      { key: 'user:u1', limit: 3 },
    ]);
    expect(searchCounters(user('Pro'))).toEqual([]);
    expect(viewerKey(anonymous)).toBe('device:dev-1');
  });

  it('counts an unverified account as a visitor: IP and device at 2, its own counter kept', () => {
    const unverified = user('Free', false);
    expect(dailyLimit(unverified)).toBe(2);
    expect(searchCounters(unverified)).toEqual([
      { key: 'device:dev-1', limit: 2 },
      { key: 'ip:1.2.3.4', limit: 2 },
      { key: 'user:u1', limit: null },
    ]);
    expect(quotaView(unverified, 1, now)).toMatchObject({ used: 1, limit: 2, emailUnverified: true });
    expect(quotaView(user('Free'), 1, now).emailUnverified).toBeUndefined();
  });

  it('adds the IPv6 /48 with a ceiling of the multiplier × the allowance', () => {
    const v6: Subject = { ...anonymous, ipKey: '2001:db8:1:2::/64', ipBlockKey: '2001:db8:1::/48' };
    expect(searchCounters(v6, { ipv6BlockMultiplier: 10 })).toContainEqual({
      key: 'ip48:2001:db8:1::/48',
      limit: 20,
    });
    expect(searchCounters(v6, { ipv6BlockMultiplier: 3 })).toContainEqual({
      key: 'ip48:2001:db8:1::/48',
      limit: 6,
    });
    expect(searchCounters({ ...user('Free'), ipBlockKey: '2001:db8:1::/48' })).toContainEqual({
      key: 'ip48:2001:db8:1::/48',
      limit: null,
    });
  });

  it('reports use against the allowance by the tightest checked counter', () => {
    const counters = [
      { key: 'device:d', limit: 2 },
      { key: 'ip48:b', limit: 20 },
      { key: 'ip:a', limit: null },
    ];
    const counts: Record<string, number> = { 'device:d': 0, 'ip48:b': 19, 'ip:a': 50 };
    expect(usedOf(2, counters, (key) => counts[key] ?? 0)).toBe(1);
    counts['ip48:b'] = 20;
    expect(usedOf(2, counters, (key) => counts[key] ?? 0)).toBe(2);
    expect(usedOf(2, counters, () => 0)).toBe(0);
  });
});

describe('search query rules (docs/product-rules.md#search-answers)', () => {
  it('sends the title plus "(year)" when a year exists, else the title', () => {
    expect(buildSearchQuery({ title: 'The Matrix', year: 1999 })).toBe('The Matrix (1999)');
    expect(buildSearchQuery({ title: 'Heat', release_year: 1995 })).toBe('Heat (1995)');
    expect(buildSearchQuery({ title: 'Heat', year: null })).toBe('Heat');
  });

  it('sends the id only when numeric', () => {
    expect(numericIdOrUndefined(603)).toBe(603);
    expect(numericIdOrUndefined('603')).toBe(603);
    expect(numericIdOrUndefined('tt0133093')).toBeUndefined();
    expect(numericIdOrUndefined(-1)).toBeUndefined();
    expect(numericIdOrUndefined(1.5)).toBeUndefined();
  });

  it('parses "(year)" back off the query', () => {
    expect(parseSearchQuery('The Matrix (1999)')).toEqual({ title: 'The Matrix', year: 1999 });
    expect(parseSearchQuery('  2012  ')).toEqual({ title: '2012', year: null });
    expect(parseSearchQuery('1776 (1972)')).toEqual({ title: '1776', year: 1972 });
  });
});

describe('title normalisation', () => {
  it('folds accents, case and punctuation', () => {
    expect(normalizeTitle('Amélie')).toBe('amelie');
    expect(normalizeTitle('WALL·E')).toBe('wall e');
    expect(normalizeTitle('  Léon: The Professional ')).toBe('leon the professional');
    expect(normalizeTitle('Fast & Furious')).toBe('fast and furious');
  });
});

describe('platforms from availability', () => {
  const offer = (country: string, provider: string) => ({
    country,
    provider,
    offerType: 'subscription' as const,
    link: null,
    price: null,
  });

  it('groups countries per platform, splitting comma-separated names', () => {
    expect(
      groupPlatforms([
        offer('US', 'Netflix'),
        offer('SE', 'Netflix'),
        offer('DE', 'Max, Netflix'),
        offer('SE', 'Netflix'),
      ]),
    ).toEqual([
      { name: 'Netflix', countries: ['DE', 'SE', 'US'] },
      { name: 'Max', countries: ['DE'] },
    ]);
  });

  it('answers no platforms for no availability', () => {
    expect(groupPlatforms([])).toEqual([]);
  });

  it('puts platforms TMDb ranks first, by its display priority, before more widespread unranked ones', () => {
    expect(
      groupPlatforms([
        offer('US', 'Local TV'),
        offer('SE', 'Local TV'),
        offer('DE', 'Local TV'),
        { ...offer('US', 'Netflix'), rank: 3 },
        { ...offer('SE', 'Netflix'), rank: 3 },
        { ...offer('DE', 'Amazon Prime Video'), rank: 7 },
        { ...offer('US', 'Amazon Prime Video'), rank: 2 },
      ]).map((p) => p.name),
    ).toEqual(['Amazon Prime Video', 'Netflix', 'Local TV']);
  });

  it('orders unranked platforms by how many countries carry them, then by name, whatever the input order', () => {
    expect(
      groupPlatforms([
        offer('US', 'Rare'),
        offer('US', 'Mid'),
        offer('US', 'Alpha'),
        offer('SE', 'Mid'),
        offer('US', 'Wide'),
        offer('SE', 'Wide'),
        offer('DE', 'Wide'),
      ]).map((p) => p.name),
    ).toEqual(['Wide', 'Mid', 'Alpha', 'Rare']);
  });

  it('orders ranked platforms by rank whatever the input order, and skips empty names in a list', () => {
    expect(
      groupPlatforms([
        { ...offer('US', 'Third'), rank: 9 },
        { ...offer('US', 'First, '), rank: 1 },
        { ...offer('US', ', Second'), rank: 4 },
        { ...offer('SE', 'Fourth'), rank: 12 },
      ]).map((p) => p.name),
    ).toEqual(['First', 'Second', 'Third', 'Fourth']);
  });
});
