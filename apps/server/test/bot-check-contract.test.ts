// Both bot checks the server can run hold to one contract (packages/testing's
// port-contracts/bot-check.ts): ALTCHA, decided here with its spent solutions in the database,
// and reCAPTCHA v3, decided by Google (a stand-in for its siteverify endpoint, which refuses a
// token's second use as Google does). Turnstile is not built. On PGlite in the unit project, on
// PostgreSQL in the integration project.
import { createAltchaBotCheck, createRecaptchaBotCheck } from '@reelatlas/adapters/botcheck';
import { createSpentTokenStore } from '@reelatlas/db';
import { startFakeSiteverify } from '@reelatlas/testing';
import { solvedAltchaPayload } from '@reelatlas/testing/altcha-solver';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describeBotCheck } from '@reelatlas/testing/port-contracts';
import { afterAll } from 'vitest';

const testDatabase = useMigratedDatabase();
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describeBotCheck('ALTCHA', async () => {
  const options = { hmacSecret: 'contract-secret-0123456789', maxNumber: 500, ttlSeconds: 300 };
  const spent = createSpentTokenStore(testDatabase.current.db);
  const check = createAltchaBotCheck({ ...options, spent });
  // Signed with another secret: a forged challenge, solved all the same.
  const forger = createAltchaBotCheck({ ...options, hmacSecret: 'another-secret-0123456789', spent });
  // A challenge whose time ran out before it was solved.
  const expired = createAltchaBotCheck({ ...options, ttlSeconds: -60, spent });
  return {
    check,
    solved: async () => solvedAltchaPayload(await check.createChallenge()),
    refused: {
      forged: await solvedAltchaPayload(await forger.createChallenge()),
      expired: await solvedAltchaPayload(await expired.createChallenge()),
    },
  };
});

describeBotCheck('reCAPTCHA v3', async () => {
  const used = new Set<string>();
  let seq = 0;
  const site = { action: 'submit', hostname: 'reelatlas.test' };
  const google = await startFakeSiteverify((token) => {
    if (used.has(token))
      return { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
    used.add(token);
    if (token.startsWith('good-')) return { status: 200, body: { success: true, score: 0.9, ...site } };
    if (token === 'low-score') return { status: 200, body: { success: true, score: 0.1, ...site } };
    if (token === 'other-site')
      return { status: 200, body: { success: true, score: 0.9, action: 'submit', hostname: 'evil.test' } };
    return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
  });
  closers.push(() => google.close());
  return {
    check: createRecaptchaBotCheck({
      secretKey: 'contract-secret',
      minScore: 0.5,
      verifyUrl: google.url,
      timeoutMs: 2000,
      hostnames: ['reelatlas.test'],
    }),
    solved: async () => `good-${++seq}`,
    refused: { 'a low score': 'low-score', 'solved on another site': 'other-site' },
  };
});
