import type { BotCheck, SpentTokenStore } from '@reelatlas/core';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export interface AltchaOptions {
  hmacSecret: string;
  /** Upper bound of the secret counter: the browser tries on average half of it. */
  maxNumber: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds?: number;
  spent: SpentTokenStore;
}

export interface AltchaBotCheck extends BotCheck {
  createChallenge(): Promise<Challenge>;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decodePayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value;
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof of work (ALTCHA). SHA-256 with a secret counter keeps a phone's solve well
 * under a second (PBKDF2 would take seconds). Each signature is spent once, so a solved token
 * cannot be replayed for a second search.
 */
export function createAltchaBotCheck(options: AltchaOptions): AltchaBotCheck {
  const ttl = options.ttlSeconds ?? 300;
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(options.maxNumber),
        deriveKey,
        // Wall-clock time on purpose: altcha-lib checks expiry against Date.now().
        expiresAt: new Date(Date.now() + ttl * 1000),
        hmacSignatureSecret: options.hmacSecret,
        hmacKeySignatureSecret: options.hmacSecret,
      }),

    async verify(token) {
      const payload = decodePayload(token);
      if (!payload) return false;
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacSecret,
          hmacKeySignatureSecret: options.hmacSecret,
        });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      return options.spent.spend(payload.challenge.signature as string, expiresAt);
    },
  };
}
