import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const warmUpBotCheck = vi.fn();
vi.mock('./get-bot-check-token.ts', () => ({
  warmUpBotCheck: (...args: unknown[]) => warmUpBotCheck(...args),
}));
const botCheck = { provider: 'altcha', challengeUrl: '/api/botcheck/challenge' };
vi.mock('../config/use-config.ts', () => ({ useConfig: () => ({ data: { botCheck } }) }));

const { useBotCheckWarmUp } = await import('./use-bot-check-warm-up.ts');

describe('useBotCheckWarmUp', () => {
  beforeEach(() => warmUpBotCheck.mockClear());
  afterEach(() => vi.useRealTimers());

  it('loads nothing during the page load, then once at the first interaction', async () => {
    vi.useFakeTimers();
    renderHook(() => useBotCheckWarmUp());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(warmUpBotCheck).not.toHaveBeenCalled();
    window.dispatchEvent(new FocusEvent('focusin'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'm' }));
    expect(warmUpBotCheck).toHaveBeenCalledTimes(1);
    expect(warmUpBotCheck).toHaveBeenCalledWith(botCheck);
  });
});
