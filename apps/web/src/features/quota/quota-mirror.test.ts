import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyLogoutCountRule,
  mirrorValue,
  readQuotaMirror,
  utcDateKey,
  writeQuotaMirror,
} from './quota-mirror.ts';

describe('quota mirror', () => {
  beforeEach(() => localStorage.clear());

  it('uses the UTC date, not the local one', () => {
    expect(utcDateKey(new Date('2025-06-30T23:30:00-05:00'))).toBe('2025-07-01');
  });

  it('writes the anonymous keys of docs/product-rules.md#browser-state for anonymous visitors', () => {
    const now = new Date('2025-06-30T10:00:00Z');
    writeQuotaMirror({ used: 1, plan: 'anonymous' }, now);
    expect(localStorage.getItem('anonymousSearchDate')).toBe('2025-06-30');
    expect(localStorage.getItem('anonymousSearchCount')).toBe('1');
    expect(readQuotaMirror('anonymous')).toBe(mirrorValue({ used: 1, plan: 'anonymous' }, now));
  });

  it('keeps signed-in counts under searchDate/searchCount', () => {
    writeQuotaMirror({ used: 2, plan: 'Free' }, new Date('2025-06-30T10:00:00Z'));
    expect(localStorage.getItem('searchCount')).toBe('2');
    expect(localStorage.getItem('anonymousSearchCount')).toBeNull();
    expect(readQuotaMirror('anonymous')).toBe('');
  });

  it('brings an anonymous count of 3 back to 2 at logout without Pro access (docs/product-rules.md#browser-state)', () => {
    localStorage.setItem('anonymousSearchCount', '3');
    applyLogoutCountRule(false);
    expect(localStorage.getItem('anonymousSearchCount')).toBe('2');
  });

  it('leaves other counts, and Pro users, alone at logout', () => {
    localStorage.setItem('anonymousSearchCount', '3');
    applyLogoutCountRule(true);
    expect(localStorage.getItem('anonymousSearchCount')).toBe('3');
    localStorage.setItem('anonymousSearchCount', '1');
    applyLogoutCountRule(false);
    expect(localStorage.getItem('anonymousSearchCount')).toBe('1');
  });
});
