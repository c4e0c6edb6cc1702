import type { SearchBotCheck } from '@reelatlas/core';
import { beforeAll, describe, expect, it } from 'vitest';

export interface BotCheckUnderTest {
  check: SearchBotCheck;
  /** A fresh token a browser that solved the check would send, good for one use. */
  solved(): Promise<string>;
  /** Tokens the check must refuse, by what is wrong with them (e.g. a forged one). */
  refused: Record<string, string>;
}

const context = { ip: '203.0.113.7' };

/**
 * The behaviour every bot check shares (ALTCHA, decided here; reCAPTCHA, decided by Google):
 * a solved token passes once and only once, even when it is sent twice at the same moment, and
 * a token that is empty, garbage or failed is refused. A local check's claim and spend agree
 * with its verify.
 */
export function describeBotCheck(name: string, make: () => Promise<BotCheckUnderTest>): void {
  describe(`BotCheck contract: ${name}`, () => {
    let under: BotCheckUnderTest;
    beforeAll(async () => {
      under = await make();
    });

    it('passes a solved token once; the replay is refused', async () => {
      const token = await under.solved();
      expect(await under.check.verify(token, context)).toBe(true);
      expect(await under.check.verify(token, context)).toBe(false);
      expect(await under.check.verify(token, { ip: '198.51.100.9' })).toBe(false);
    });

    it('passes a token sent twice at the same moment once', async () => {
      const token = await under.solved();
      const answers = await Promise.all([
        under.check.verify(token, context),
        under.check.verify(token, context),
        under.check.verify(token, context),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('refuses an empty token, garbage, and each failed token', async () => {
      expect(await under.check.verify('', context)).toBe(false);
      expect(await under.check.verify('not a token at all', context)).toBe(false);
      expect(await under.check.verify('x'.repeat(5000), context)).toBe(false);
      for (const [why, token] of Object.entries(under.refused))
        expect(await under.check.verify(token, context), why).toBe(false);
    });

    it('declares how it decides, and a local check claims and spends as it verifies', async () => {
      expect(['local', 'remote']).toContain(under.check.kind);
      if (under.check.kind !== 'local') return;
      const claim = under.check.claim(await under.solved(), context);
      expect(claim).not.toBeNull();
      if (!claim) return;
      expect(await under.check.spend(claim)).toBe(true);
      expect(await under.check.spend(claim)).toBe(false);
      for (const token of Object.values(under.refused)) expect(under.check.claim(token, context)).toBeNull();
    });
  });
}
