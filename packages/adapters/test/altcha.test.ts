import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { createAltchaBotCheck } from '../src/botcheck/altcha.ts';

/** Spent signatures in memory: the first use of each is allowed. */
const memorySpent = () => {
  const spent = new Set<string>();
  return {
    spend: async (signature: string) => !spent.has(signature) && Boolean(spent.add(signature)),
    purgeExpired: async () => {},
  };
};

const encode = (challenge: Challenge, solution: unknown) =>
  Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');

async function solved(ttlSeconds = 300, hmacSecret = 'secret-0123456789') {
  const check = createAltchaBotCheck({
    hmacSecret,
    maxNumber: 500,
    ttlSeconds,
    spent: memorySpent(),
  });
  const challenge = await check.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return { check, challenge, solution };
}

describe('ALTCHA verification (node:crypto, as the widget solves it)', () => {
  it('accepts a solution of its own challenge once', async () => {
    const { check, challenge, solution } = await solved();
    expect(await check.verify(encode(challenge, solution), { ip: '198.51.100.1' })).toBe(true);
    expect(await check.verify(encode(challenge, solution), { ip: '198.51.100.1' })).toBe(false);
  });

  it('claims in two steps what verify does in one: checked now, spent once later', async () => {
    const { check, challenge, solution } = await solved();
    expect(check.claim('not a token', { ip: '198.51.100.1' })).toBeNull();
    const claim = check.claim(encode(challenge, solution), { ip: '198.51.100.1' });
    expect(claim).toEqual({ signature: challenge.signature, expiresAt: expect.any(Date) });
    // Claiming spends nothing; the spend does, once, and verify then sees a replay.
    expect(check.claim(encode(challenge, solution), { ip: '198.51.100.1' })).toEqual(claim);
    if (!claim) throw new Error('unreachable');
    expect(await check.spend(claim)).toBe(true);
    expect(await check.spend(claim)).toBe(false);
    expect(await check.verify(encode(challenge, solution), { ip: '198.51.100.1' })).toBe(false);
  });

  it('refuses a wrong derived key, changed parameters, a foreign signature, an expired challenge', async () => {
    const { check, challenge, solution } = await solved();
    const flipped = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await check.verify(encode(challenge, { ...solution, derivedKey: flipped }), { ip: 'x' })).toBe(
      false,
    );
    expect(
      await check.verify(encode(challenge, { ...solution, derivedKey: solution.derivedKey.toUpperCase() }), {
        ip: 'x',
      }),
    ).toBe(false);
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '' } };
    expect(await check.verify(encode(easier, solution), { ip: 'x' })).toBe(false);
    // Issued by a server with another secret.
    const other = await solved(300, 'another-secret-987654');
    expect(await check.verify(encode(other.challenge, other.solution), { ip: 'x' })).toBe(false);
    const expired = await solved(-1);
    expect(await expired.check.verify(encode(expired.challenge, expired.solution), { ip: 'x' })).toBe(false);
    expect(await check.verify('not base64 json', { ip: 'x' })).toBe(false);
  });
});
