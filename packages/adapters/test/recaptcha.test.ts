import { type FakeSiteverify, startFakeSiteverify } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaBotCheck } from '../src/botcheck/recaptcha.ts';

const site = { hostname: 'reelatlas.example' };
const answers: Record<string, unknown> = {
  good: { success: true, score: 0.9, action: 'submit', ...site },
  'good-other-case': { success: true, score: 0.9, action: 'submit', hostname: 'ReelAtlas.Example' },
  'low-score': { success: true, score: 0.2, action: 'submit', ...site },
  'wrong-action': { success: true, score: 0.9, action: 'login', ...site },
  // Solved on another site that uses our (public) site key, or by a token farm.
  'other-site': { success: true, score: 0.9, action: 'submit', hostname: 'evil.example' },
  'no-hostname': { success: true, score: 0.9, action: 'submit' },
  rejected: { success: false, 'error-codes': ['timeout-or-duplicate'] },
};
let google: FakeSiteverify;

beforeAll(async () => {
  google = await startFakeSiteverify((token) => {
    if (token === 'slow') return 'hang';
    if (token === 'broken') return { status: 500, body: 'oops' };
    return { status: 200, body: answers[token] ?? {} };
  });
});
afterAll(() => google?.close());

describe('reCAPTCHA v3 bot check', () => {
  const check = () =>
    createRecaptchaBotCheck({
      secretKey: 'secret-1',
      minScore: 0.5,
      verifyUrl: google.url,
      timeoutMs: 300,
      hostnames: ['reelatlas.example', 'localhost'],
    });

  it("passes a good token for the 'submit' action and sends the secret and client IP", async () => {
    expect(await check().verify('good', { ip: '203.0.113.5' })).toBe(true);
    const sent = google.received.at(-1);
    expect(sent?.get('secret')).toBe('secret-1');
    expect(sent?.get('remoteip')).toBe('203.0.113.5');
    expect(await check().verify('good-other-case', { ip: '203.0.113.5' })).toBe(true);
  });

  it.each([
    'low-score',
    'wrong-action',
    'other-site',
    'no-hostname',
    'rejected',
    'broken',
    'slow',
    'unknown',
  ])('fails a %s answer', async (token) => {
    expect(await check().verify(token, { ip: '203.0.113.5' })).toBe(false);
  });
});
