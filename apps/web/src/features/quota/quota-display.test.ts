import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/catalogs.ts';
import { formatCounter, formatSearchesLeft, hasSearchesLeft } from './quota-display.ts';

// The active language's texts, as SearchCounter passes them (useT).
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

const quota = (used: number, limit: number, plan: 'anonymous' | 'Free' | 'Trial' | 'Pro' = 'anonymous') => ({
  used,
  limit,
  remaining: Math.max(0, limit - used),
  resetAt: '2025-01-02T00:00:00.000Z',
  plan,
});

describe('formatCounter', () => {
  it("shows 'used N of 2' for anonymous visitors", () => {
    expect(formatCounter(quota(0, 2), t)).toBe('used 0 of 2');
    expect(formatCounter(quota(1, 2), t)).toBe('used 1 of 2');
  });

  it("speaks the active language, English's text exact", async () => {
    try {
      await activateLocale('de');
      expect(formatCounter(quota(5, 2), t)).toBe('2 von 2 genutzt');
      expect(formatCounter(quota(0, 2, 'Pro'), t)).toBe('Unbegrenzte Suchen');
      await activateLocale('ja');
      expect(formatCounter(quota(1, 3, 'Free'), t)).toBe('3 回中 1 回使用');
    } finally {
      await activateLocale('en');
    }
    expect(formatCounter(quota(1, 3, 'Free'), t)).toBe('used 1 of 3');
  });

  it('never shows more than the maximum', () => {
    expect(formatCounter(quota(5, 2), t)).toBe('used 2 of 2');
  });

  it('says Pro and Trial are unlimited, not a count of a nominal maximum', () => {
    expect(formatCounter(quota(12, 9999, 'Pro'), t)).toBe('Unlimited searches');
    expect(formatCounter(quota(3, 9999, 'Trial'), t)).toBe('Unlimited searches');
  });

  it('shows the signed-in allowance of 3', () => {
    expect(formatCounter(quota(2, 3, 'Free'), t)).toBe('used 2 of 3');
  });
});

describe('formatSearchesLeft', () => {
  it('says what is left today', () => {
    expect(formatSearchesLeft(quota(0, 2), t)).toBe('2 searches left today');
    expect(formatSearchesLeft(quota(1, 2), t)).toBe('1 search left today');
    expect(formatSearchesLeft(quota(2, 2), t)).toBe('No searches left today');
    expect(formatSearchesLeft(quota(0, 9999, 'Pro'), t)).toBe('Unlimited searches with Pro');
  });

  it('counts in each language’s plural forms', async () => {
    try {
      await activateLocale('pl');
      expect(formatSearchesLeft(quota(0, 2), t)).toBe('Na dziś zostały 2 wyszukiwania');
      expect(formatSearchesLeft(quota(1, 2), t)).toBe('Na dziś zostało 1 wyszukiwanie');
      expect(formatSearchesLeft(quota(0, 5), t)).toBe('Na dziś zostało 5 wyszukiwań');
      await activateLocale('ar');
      expect(formatSearchesLeft(quota(0, 2), t)).toBe('تبقّت عمليتا بحث اليوم');
      expect(formatSearchesLeft(quota(0, 3), t)).toBe('تبقّت 3 عمليات بحث اليوم');
    } finally {
      await activateLocale('en');
    }
  });
});

describe('hasSearchesLeft', () => {
  it('is false only for a counted plan with nothing remaining', () => {
    expect(hasSearchesLeft(quota(1, 2))).toBe(true);
    expect(hasSearchesLeft(quota(2, 2))).toBe(false);
    expect(hasSearchesLeft({ ...quota(0, 9999, 'Pro'), remaining: 0 })).toBe(true);
  });
});
