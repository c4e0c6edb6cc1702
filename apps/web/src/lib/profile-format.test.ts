import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n/catalogs.ts';
import { formatProfileDate, NOT_AVAILABLE, trialDaysLeft } from './profile-format.ts';

describe('formatProfileDate', () => {
  afterEach(() => activateLocale('en'));

  it("formats like 'MMM dd, yyyy, HH:mm' in local time", () => {
    expect(formatProfileDate(new Date(2025, 0, 5, 9, 7).toISOString())).toBe('Jan 05, 2025, 09:07');
    expect(formatProfileDate(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('Dec 31, 2024, 23:59');
  });

  it('writes the date as the active language does', async () => {
    await activateLocale('de');
    expect(formatProfileDate(new Date(2025, 0, 5, 9, 7).toISOString())).toBe('05.01.2025, 09:07');
    await activateLocale('ja');
    expect(formatProfileDate(new Date(2025, 0, 5, 9, 7).toISOString())).toBe('2025/01/05 9:07');
  });

  it.each([null, undefined, '', 'not a date'])("answers 'N/A' for %j", (value) => {
    expect(formatProfileDate(value)).toBe(NOT_AVAILABLE);
    expect(NOT_AVAILABLE).toBe('N/A');
  });
});

describe('trialDaysLeft', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  it('rounds a part day up', () => {
    expect(trialDaysLeft(inDays(7), now)).toBe(7);
    expect(trialDaysLeft(inDays(6.01), now)).toBe(7);
    expect(trialDaysLeft(inDays(2.5), now)).toBe(3);
    expect(trialDaysLeft(inDays(0.001), now)).toBe(1);
  });

  it('is 0 at the end and never negative afterwards', () => {
    expect(trialDaysLeft(inDays(0), now)).toBe(0);
    expect(trialDaysLeft(inDays(-0.5), now)).toBe(0);
    expect(trialDaysLeft(inDays(-30), now)).toBe(0);
  });

  it('is 0 without a usable end date', () => {
    expect(trialDaysLeft(null, now)).toBe(0);
    expect(trialDaysLeft(undefined, now)).toBe(0);
    expect(trialDaysLeft('soon', now)).toBe(0);
  });
});
