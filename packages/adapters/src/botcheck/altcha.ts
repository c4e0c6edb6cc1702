import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BotCheckClaim, LocalBotCheck, SpentTokenStore } from '@reelatlas/core';
import { type Challenge, createChallenge, randomInt, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export interface AltchaOptions {
  hmacSecret: string;
  /** Upper bound of the secret counter: the browser tries on average half of it. */
  maxNumber: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds?: number;
  spent: SpentTokenStore;
}

export interface AltchaBotCheck extends LocalBotCheck {
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

/** Objects with their keys sorted, recursively: the form in which ALTCHA signs parameters. */
function sortedKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => {
        const inner = (value as Record<string, unknown>)[key];
        return inner === undefined ? [] : [[key, sortedKeys(inner)]];
      }),
  );
}

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const MAX_COUNTER = 2 ** 32 - 1;

/**
 * Verifies a solution of a challenge this server issued, synchronously with node:crypto
 * (altcha-lib's verifySolution goes through WebCrypto: an async key import and two async HMAC
 * jobs per search, a fifth of a cached search's CPU). Same checks: not expired, the parameters
 * signed by us, and the derived key the one whose HMAC we signed into them (`keySignature`),
 * which proves the work without redoing it.
 */
function verifyOwnSolution(payload: Payload, secret: string, nowSeconds: number): boolean {
  const { parameters, signature } = payload.challenge;
  const { derivedKey, counter } = payload.solution;
  if (typeof parameters.expiresAt === 'number' && parameters.expiresAt < nowSeconds) return false;
  if (
    typeof signature !== 'string' ||
    !sameText(signature, hmacHex(secret, JSON.stringify(sortedKeys(parameters))))
  )
    return false;
  if (typeof derivedKey !== 'string' || !/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return false;
  if (!Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) return false;
  const keySignature = parameters.keySignature;
  return (
    typeof keySignature === 'string' &&
    sameText(keySignature, hmacHex(secret, Buffer.from(derivedKey, 'hex')))
  );
}

/**
 * Self-hosted proof of work (ALTCHA). SHA-256 with a secret counter keeps a phone's solve well
 * under a second (PBKDF2 would take seconds). Each signature is spent once, so a solved token
 * cannot be replayed for a second search.
 */
export function createAltchaBotCheck(options: AltchaOptions): AltchaBotCheck {
  const ttl = options.ttlSeconds ?? 300;
  const claim = (token: string): BotCheckClaim | null => {
    const payload = decodePayload(token);
    // Wall-clock time, as the challenge's expiry was set.
    if (!payload || !verifyOwnSolution(payload, options.hmacSecret, Date.now() / 1000)) return null;
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
    return { signature: payload.challenge.signature as string, expiresAt };
  };
  const spend = (claimed: BotCheckClaim) => options.spent.spend(claimed.signature, claimed.expiresAt);
  return {
    kind: 'local',
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

    claim,
    spend,
    async verify(token) {
      const claimed = claim(token);
      return claimed ? spend(claimed) : false;
    },
  };
}
