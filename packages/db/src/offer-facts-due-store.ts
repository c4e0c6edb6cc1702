import { OFFER_FACTS_DUE, type OfferFactsDueStore, offerFactsRetryMs } from '@reelatlas/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { offerFactsDue } from './schema.ts';

/**
 * The titles whose offer facts are due, in the database (docs/catalog.md#facts-due): every
 * instance marks and clears them; the one instance running the job claims them, each claim a
 * lease (`next_try_at` moved on) taken with SKIP LOCKED, so two claimers never get one title.
 */
export function createOfferFactsDueStore(db: Db): OfferFactsDueStore {
  return {
    async markDue(ref, now) {
      // The wait grows with the tries: computed here from the attempts the row will hold.
      const first = offerFactsRetryMs(1);
      await queryRows(
        db,
        sql`INSERT INTO offer_facts_due (title_type, title_id, due_since, attempts, next_try_at)
            VALUES (${ref.type}, ${ref.id}, ${now.toISOString()}::timestamptz, 1,
                    ${now.toISOString()}::timestamptz + ${first}::float8 * interval '1 millisecond')
            ON CONFLICT (title_type, title_id) DO UPDATE SET
              attempts = offer_facts_due.attempts + 1,
              next_try_at = ${now.toISOString()}::timestamptz + least(
                ${first}::float8 * power(${OFFER_FACTS_DUE.backoffFactor}::float8, offer_facts_due.attempts),
                ${OFFER_FACTS_DUE.maxRetryMs}::float8) * interval '1 millisecond'`,
      );
    },

    async clear(ref) {
      await db
        .delete(offerFactsDue)
        .where(and(eq(offerFactsDue.titleType, ref.type), eq(offerFactsDue.titleId, ref.id)));
    },

    async claimDue(now, limit, leaseMs) {
      const at = now.toISOString();
      const oldest = new Date(now.getTime() - OFFER_FACTS_DUE.maxAgeMs).toISOString();
      // A title given up is owed to its next counted search instead (docs/catalog.md#facts-owed).
      const [givenUp] = await queryRows<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM offer_facts_due
              WHERE attempts >= ${OFFER_FACTS_DUE.maxAttempts} OR due_since < ${oldest}::timestamptz
              RETURNING title_type, title_id),
            owed AS (
              UPDATE titles t SET offer_facts_owed = true
              FROM gone WHERE t.type = gone.title_type AND t.id = gone.title_id)
            SELECT count(*)::int AS n FROM gone`,
      );
      const rows = await queryRows<{
        title_type: 'movie' | 'tv';
        title_id: number;
        attempts: number;
        due_since: string;
      }>(
        db,
        sql`UPDATE offer_facts_due d
            SET next_try_at = ${at}::timestamptz + ${leaseMs}::float8 * interval '1 millisecond'
            FROM (SELECT title_type, title_id FROM offer_facts_due
                  WHERE next_try_at <= ${at}::timestamptz
                  ORDER BY next_try_at, title_type, title_id
                  LIMIT ${limit}::int
                  FOR UPDATE SKIP LOCKED) c
            WHERE d.title_type = c.title_type AND d.title_id = c.title_id
            RETURNING d.title_type, d.title_id, d.attempts, d.due_since::text AS due_since`,
      );
      const claimed = rows
        .sort((a, b) => a.due_since.localeCompare(b.due_since) || a.title_id - b.title_id)
        .map((row) => ({ type: row.title_type, id: row.title_id, attempts: row.attempts }));
      return { claimed, givenUp: givenUp?.n ?? 0 };
    },
  };
}
