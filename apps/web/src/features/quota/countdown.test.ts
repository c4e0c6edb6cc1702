import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { formatResetCountdown, nextUtcMidnight } from './countdown.ts';

// The active language's texts, as ResetCountdown passes them (useT).
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

describe('formatResetCountdown', () => {
  const now = new Date('2025-03-10T20:15:30Z');

  it('counts hours and whole minutes to the reset instant', () => {
    expect(formatResetCountdown('2025-03-11T00:00:00.000Z', now, t)).toBe('Resets in 3h 44m');
  });

  it('rounds minutes down so it never promises an early reset', () => {
    expect(formatResetCountdown(new Date('2025-03-10T20:16:29Z'), now, t)).toBe('Resets in 0h 0m');
    expect(formatResetCountdown(new Date('2025-03-10T21:15:29Z'), now, t)).toBe('Resets in 0h 59m');
  });

  it('shows a full day right after midnight', () => {
    expect(formatResetCountdown('2025-03-11T00:00:00Z', new Date('2025-03-10T00:00:00Z'), t)).toBe(
      'Resets in 24h 0m',
    );
  });

  it('never goes negative once the instant has passed, nor breaks on a bad date', () => {
    expect(formatResetCountdown('2025-03-10T00:00:00Z', now, t)).toBe('Resets in 0h 0m');
    expect(formatResetCountdown('not a date', now, t)).toBe('Resets in 0h 0m');
  });
});

describe('nextUtcMidnight', () => {
  it('is the next 00:00 UTC', () => {
    expect(nextUtcMidnight(new Date('2025-12-31T23:59:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
