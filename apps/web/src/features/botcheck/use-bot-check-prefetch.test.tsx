import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetchBotCheckToken = vi.fn();
vi.mock('./token-pool.ts', () => ({
  prefetchBotCheckToken: (...args: unknown[]) => prefetchBotCheckToken(...args),
}));
const botCheck = { provider: 'altcha', challengeUrl: '/api/botcheck/challenge' };
vi.mock('../config/use-config.ts', () => ({ useConfig: () => ({ data: { botCheck } }) }));

const { useBotCheckPrefetch } = await import('./use-bot-check-prefetch.ts');

describe('useBotCheckPrefetch', () => {
  beforeEach(() => prefetchBotCheckToken.mockClear());
  afterEach(() => vi.useRealTimers());

  it('solves nothing during the page load, then at every sign of intent (the pool keeps one)', async () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useBotCheckPrefetch());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(prefetchBotCheckToken).not.toHaveBeenCalled();
    window.dispatchEvent(new FocusEvent('focusin'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'm' }));
    window.dispatchEvent(new Event('pointermove'));
    expect(prefetchBotCheckToken).toHaveBeenCalledTimes(3);
    expect(prefetchBotCheckToken).toHaveBeenCalledWith(botCheck);
    unmount();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    expect(prefetchBotCheckToken).toHaveBeenCalledTimes(3);
  });
});
