import { createHmac } from 'node:crypto';
import { type TrialClaimStore, trialEmailKey } from '@reelatlas/core';
import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { trialClaims } from './schema.ts';

/**
 * The trial registry in `trial_claims`: HMAC-SHA256 digests under the server's secret
 * (AUTH_SECRET) of the normalised addresses and the card fingerprints that started a trial, so
 * the table tells whether an address or a card had a trial without holding either, and a copy
 * of it alone cannot be checked against a list. Each kind hashes under its own prefix, so an
 * address and a card never share a digest (the `email_hash` column holds both kinds).
 */
export function createTrialClaimStore(db: Db, secret: string): TrialClaimStore {
  const digest = (input: string) => createHmac('sha256', secret).update(input).digest('base64url');
  const hashOf = (email: string) => digest(`trial-claim:${trialEmailKey(email)}`);
  const cardHashOf = (fingerprint: string) => digest(`trial-card:${fingerprint}`);
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
    async claimCard(fingerprint) {
      // The insert decides: of two trials with one card at once, only one gets a row back.
      const inserted = await db
        .insert(trialClaims)
        .values({ emailHash: cardHashOf(fingerprint) })
        .onConflictDoNothing()
        .returning({ hash: trialClaims.emailHash });
      return inserted.length > 0;
    },
  };
}
