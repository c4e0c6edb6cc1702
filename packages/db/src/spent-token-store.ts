import type { SpentTokenStore } from '@reelatlas/core';
import { lt, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { createGroupBatcher, type GroupBatcherOptions } from './group-batcher.ts';
import { queryRows } from './rows.ts';
import { botcheckSpent } from './schema.ts';

interface Spend {
  signature: string;
  expiresAt: Date;
}

/**
 * Spent signatures in the database, so a replay is refused on every instance. Concurrent spends
 * share one INSERT (group commit); each still learns from the database whether it was first.
 */
export function createSpentTokenStore(db: Db, batching?: GroupBatcherOptions): SpentTokenStore {
  const spendMany = createGroupBatcher<Spend, boolean>(async (spends) => {
    // Each signature once, inserted in one order on every instance (ORDER BY below): two batches
    // inserting the same signatures in different orders wait on each other's index entries.
    const unique = new Map(spends.map((spend) => [spend.signature, spend.expiresAt.toISOString()]));
    const rows = [...unique].map(([signature, expires_at]) => ({ signature, expires_at }));
    const inserted = await queryRows<{ signature: string }>(
      db,
      sql`INSERT INTO botcheck_spent (signature, expires_at)
          SELECT signature, expires_at
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS s(signature text, expires_at timestamptz)
          ORDER BY signature COLLATE "C"
          ON CONFLICT DO NOTHING
          RETURNING signature`,
    );
    // A signature sent twice in one batch is inserted once: only its first caller spent it.
    const fresh = new Set(inserted.map((row) => row.signature));
    return spends.map((spend) => fresh.delete(spend.signature));
  }, batching);

  return {
    spend: (signature, expiresAt) => spendMany({ signature, expiresAt }),
    async purgeExpired(now) {
      await db.delete(botcheckSpent).where(lt(botcheckSpent.expiresAt, now));
    },
  };
}
