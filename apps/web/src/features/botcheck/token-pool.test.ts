import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getBotCheckToken = vi.fn<(botCheck: unknown) => Promise<string>>();
vi.mock('./get-bot-check-token.ts', () => ({
  getBotCheckToken: (botCheck: unknown) => getBotCheckToken(botCheck),
}));
const { prefetchBotCheckToken, resetBotCheckTokens, takeBotCheckToken } = await import('./token-pool.ts');

const altcha = { provider: 'altcha', challengeUrl: '/api/botcheck/challenge' } as const;
const recaptcha = { provider: 'recaptcha', siteKey: 'site-key', action: 'submit' } as const;

/** An ALTCHA payload as the widget hands it out: base64 JSON whose challenge carries expiresAt (s). */
function altchaToken(name: string, expiresInMs: number): string {
  const expiresAt = Math.floor((Date.now() + expiresInMs) / 1000);
  return btoa(JSON.stringify({ challenge: { parameters: { expiresAt }, signature: name }, solution: {} }));
}

/** Which challenge a token answers. */
function signatureOf(token: string): string {
  return (JSON.parse(atob(token)) as { challenge: { signature: string } }).challenge.signature;
}

let issued = 0;
function solvesFresh() {
  getBotCheckToken.mockImplementation(async () => altchaToken(`t${++issued}`, 5 * 60_000));
}

describe('bot-check token pool', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    resetBotCheckTokens();
    getBotCheckToken.mockReset();
    issued = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('hands out the token solved in the background, once, and solves no second one meanwhile', async () => {
    solvesFresh();
    prefetchBotCheckToken(altcha);
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    prefetchBotCheckToken(altcha);
    expect(getBotCheckToken).toHaveBeenCalledTimes(1);
    const first = await takeBotCheckToken(altcha);
    expect(signatureOf(first)).toBe('t1');
    // Never reused: the next search solves its own.
    const second = await takeBotCheckToken(altcha);
    expect(second).not.toBe(first);
    expect(getBotCheckToken).toHaveBeenCalledTimes(2);
  });

  it('waits for a solve already under way instead of starting another', async () => {
    let finish: (token: string) => void = () => {};
    getBotCheckToken.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    const taken = takeBotCheckToken(altcha);
    finish(altchaToken('slow', 5 * 60_000));
    expect(signatureOf(await taken)).toBe('slow');
    expect(getBotCheckToken).toHaveBeenCalledTimes(1);
  });

  it('never sends a token close to its expiry; it is replaced while the visitor is active', async () => {
    solvesFresh();
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    // Kept at most 4 minutes (the challenge lives 5): then dropped and solved again.
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 1);
    expect(getBotCheckToken).toHaveBeenCalledTimes(2);
    expect(signatureOf(await takeBotCheckToken(altcha))).toBe('t2');
    expect(getBotCheckToken).toHaveBeenCalledTimes(2);
  });

  it('reads the expiry an ALTCHA challenge carries (a short-lived one is dropped sooner)', async () => {
    getBotCheckToken.mockImplementationOnce(async () => altchaToken('short', 40_000));
    getBotCheckToken.mockImplementation(async () => altchaToken('fresh', 5 * 60_000));
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    // 40 s of life minus the 30 s margin: not sent after 10 s.
    vi.setSystemTime(Date.now() + 11_000);
    expect(signatureOf(await takeBotCheckToken(altcha))).toBe('fresh');
  });

  it('lets an idle tab stop asking for challenges', async () => {
    solvesFresh();
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    // Four refreshes fit in 10 minutes of no intent… then none.
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const calls = getBotCheckToken.mock.calls.length;
    expect(calls).toBeLessThanOrEqual(4);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(getBotCheckToken).toHaveBeenCalledTimes(calls);
  });

  it('keeps a reCAPTCHA token 90 s at most (Google accepts it for 2 minutes)', async () => {
    getBotCheckToken.mockResolvedValueOnce('recaptcha-1').mockResolvedValue('recaptcha-2');
    prefetchBotCheckToken(recaptcha, { intent: false });
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 91_000);
    expect(await takeBotCheckToken(recaptcha)).toBe('recaptcha-2');
  });

  it('after a failed background solve, a search still gets its own token and intent does not hammer the server', async () => {
    getBotCheckToken.mockRejectedValueOnce(new Error('blocked'));
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 50; i++) prefetchBotCheckToken(altcha);
    expect(getBotCheckToken).toHaveBeenCalledTimes(1);
    getBotCheckToken.mockResolvedValueOnce('search-token');
    expect(await takeBotCheckToken(altcha)).toBe('search-token');
    // Thirty seconds later the background solve is tried again.
    solvesFresh();
    vi.setSystemTime(Date.now() + 31_000);
    prefetchBotCheckToken(altcha);
    await vi.advanceTimersByTimeAsync(0);
    expect(getBotCheckToken).toHaveBeenCalledTimes(3);
  });

  it('starts a background solve only once the page is idle (not while the title page renders)', async () => {
    solvesFresh();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    try {
      prefetchBotCheckToken(altcha);
      await vi.advanceTimersByTimeAsync(0);
      expect(getBotCheckToken).not.toHaveBeenCalled();
      idle?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(getBotCheckToken).toHaveBeenCalledTimes(1);
      expect(signatureOf(await takeBotCheckToken(altcha))).toBe('t1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a failed search token rejects like getBotCheckToken', async () => {
    getBotCheckToken.mockRejectedValueOnce(new Error('not ready'));
    await expect(takeBotCheckToken(altcha)).rejects.toThrow('not ready');
  });
});
