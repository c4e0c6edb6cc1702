import { createHmac } from 'node:crypto';
import { type TrialClaimStore, trialEmailKey } from '@reelatlas/core';
import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { trialClaims } from './schema.ts';

/**
 * The trial registry in `trial_claims`: an HMAC-SHA256 of the normalised address under the
 * server's secret (AUTH_SECRET), so the table tells whether an address had a trial without
 * holding the address, and a copy of it alone cannot be checked against a list of addresses.
 */
export function createTrialClaimStore(db: Db, secret: string): TrialClaimStore {
  const hashOf = (email: string) =>
    createHmac('sha256', secret)
      .update(`trial-claim:${trialEmailKey(email)}`)
      .digest('base64url');
  return {
    async taken(email) {
      const rows = await db
        .select({ hash: trialClaims.emailHash })
        .from(trialClaims)
        .where(eq(trialClaims.emailHash, hashOf(email)));
      return rows.length > 0;
    },
    async record(email) {
      await db
        .insert(trialClaims)
        .values({ emailHash: hashOf(email) })
        .onConflictDoNothing();
    },
  };
}
