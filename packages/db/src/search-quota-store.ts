import {
  type BotCheckClaim,
  type ConsumeOptions,
  type ConsumeSearchInput,
  type ConsumeSearchResult,
  type DailyCounter,
  type ReopenCheck,
  type SearchQuotaStore,
  type SpendAndReopenResult,
  usedOf,
} from '@reelatlas/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { createGroupBatcher, type GroupBatcherOptions } from './group-batcher.ts';
import { quotaMirrorOf } from './quota-mirror.ts';
import { queryRows } from './rows.ts';
import { searchCounters, searchViews } from './schema.ts';

interface SpendAndCheck {
  claim: BotCheckClaim;
  input: ConsumeSearchInput;
}

/**
 * The checked counters as two arrays for SQL: keys, and what to add to each one's count to read
 * it against the subject's allowance (`usedOf`: limit − the counter's own limit).
 */
function checkedCounters(input: Pick<ConsumeSearchInput, 'counters' | 'limit'>) {
  const checked = input.counters.filter((counter) => counter.limit !== null);
  return {
    keys: checked.map((counter) => counter.key),
    offsets: checked.map((counter) => input.limit - (counter.limit ?? 0)),
  };
}

/** `usedOf` in SQL, for the statements that answer many searches at once (q: keys, offsets). */
const USED_SQL = sql.raw(`GREATEST(0, COALESCE((
    SELECT max(c.count + o.off) FROM unnest(q.keys, q.offsets) AS o(key, off)
    JOIN search_counters c ON c.day = q.day AND c.subject = o.key), 0))::int`);

async function alreadyViewed(db: Db, input: ConsumeSearchInput): Promise<boolean> {
  const seen = await db
    .select({ viewer: searchViews.viewer })
    .from(searchViews)
    .where(
      and(
        eq(searchViews.day, input.day),
        eq(searchViews.viewer, input.viewerKey),
        eq(searchViews.titleKey, input.titleKey),
      ),
    )
    .limit(1);
  return seen.length > 0;
}

/**
 * Daily counters in the database, shared by every server instance. A search counts against
 * several keys (device, IP, IPv6 /48, account), each checked against its own limit or only
 * counted, so a single-row upsert is not enough: the keys' rows are locked in a fixed order (no
 * deadlocks), checked and incremented in one transaction.
 */
export interface SearchQuotaOptions {
  /**
   * This process is the database's only writer of search counters (PGlite: the data dir is
   * locked to one process), so today's counters can be answered from memory (quota-mirror.ts).
   * Never with PostgreSQL, where other instances count too.
   */
  soleWriter?: boolean;
}

export function createSearchQuotaStore(
  db: Db,
  batching?: GroupBatcherOptions,
  options: SearchQuotaOptions = {},
): SearchQuotaStore {
  const mirror = options.soleWriter ? quotaMirrorOf(db) : null;
  const reopenCheck = createGroupBatcher<ConsumeSearchInput, ReopenCheck>(async (inputs) => {
    const rows = inputs.map((input, index) => ({
      i: index,
      day: input.day,
      viewer: input.viewerKey,
      title_key: input.titleKey,
      ...checkedCounters(input),
    }));
    const answers = await queryRows<ReopenCheck & { i: number }>(
      db,
      sql`SELECT q.i,
                 EXISTS (SELECT 1 FROM search_views v
                         WHERE v.day = q.day AND v.viewer = q.viewer AND v.title_key = q.title_key) AS seen,
                 ${USED_SQL} AS used
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               AS q(i int, day date, viewer text, title_key text, keys text[], offsets int[])`,
    );
    const byIndex = new Map(answers.map((answer) => [Number(answer.i), answer]));
    return inputs.map((_, index) => {
      const answer = byIndex.get(index);
      if (!answer) throw new Error('reopen check lost a row');
      return { seen: answer.seen, used: Number(answer.used) };
    });
  }, batching);

  const spendAndReopen = createGroupBatcher<SpendAndCheck, SpendAndReopenResult>(async (inputs) => {
    const rows = inputs.map(({ claim, input }, index) => ({
      i: index,
      signature: claim.signature,
      expires_at: claim.expiresAt.toISOString(),
      day: input.day,
      viewer: input.viewerKey,
      title_key: input.titleKey,
      ...checkedCounters(input),
    }));
    // The spend is botcheck_spent's INSERT (see spent-token-store.ts): each signature
    // once, in the same order as there, so batches of either kind never wait on each other in
    // a cycle. The reopen check is the one above.
    const answers = await queryRows<{ i: number; fresh: boolean; seen: boolean; used: number }>(
      db,
      sql`WITH q AS (
            SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              AS q(i int, signature text, expires_at timestamptz, day date, viewer text, title_key text,
                   keys text[], offsets int[])
          ), spent AS (
            INSERT INTO botcheck_spent (signature, expires_at)
            SELECT signature, min(expires_at) FROM q GROUP BY signature ORDER BY signature COLLATE "C"
            ON CONFLICT DO NOTHING
            RETURNING signature
          )
          SELECT q.i,
                 q.signature IN (SELECT signature FROM spent) AS fresh,
                 EXISTS (SELECT 1 FROM search_views v
                         WHERE v.day = q.day AND v.viewer = q.viewer AND v.title_key = q.title_key) AS seen,
                 ${USED_SQL} AS used
          FROM q`,
    );
    const byIndex = new Map(answers.map((answer) => [Number(answer.i), answer]));
    // A signature sent twice in one batch was inserted once: only its first caller spent it.
    const taken = new Set<string>();
    return inputs.map(({ claim }, index) => {
      const answer = byIndex.get(index);
      if (!answer) throw new Error('spend and reopen check lost a row');
      const spent = answer.fresh && !taken.has(claim.signature);
      taken.add(claim.signature);
      return { spent, seen: answer.seen, used: Number(answer.used) };
    });
  }, batching);

  return {
    spendAndCheckReopen: (claim, input) => spendAndReopen({ claim, input }),
    checkReopen: (input) => reopenCheck(input),

    async purgeBefore(day: string, batch: number) {
      // In batches, by primary key: a short statement each, whatever a day left behind.
      const [counters] = await queryRows<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM search_counters WHERE (day, subject) IN (
                SELECT day, subject FROM search_counters
                WHERE day < ${day}::date AND subject NOT LIKE 'user:%' LIMIT ${batch})
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
      );
      const [views] = await queryRows<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM search_views WHERE (day, viewer, title_key) IN (
                SELECT day, viewer, title_key FROM search_views WHERE day < ${day}::date LIMIT ${batch})
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
      );
      return { counters: counters?.n ?? 0, views: views?.n ?? 0 };
    },

    async used(day: string, counters: DailyCounter[], limit: number) {
      const { keys } = checkedCounters({ counters, limit });
      if (keys.length === 0) return 0;
      let counts = mirror?.read(day, keys) ?? null;
      if (!counts) {
        const rows = await db
          .select({ subject: searchCounters.subject, count: searchCounters.count })
          .from(searchCounters)
          .where(and(eq(searchCounters.day, day), inArray(searchCounters.subject, keys)));
        counts = new Map(keys.map((key) => [key, 0]));
        for (const row of rows) counts.set(row.subject, row.count);
        mirror?.remember(day, counts);
      }
      const known = counts;
      return usedOf(limit, counters, (key) => known.get(key) ?? 0);
    },

    async consume(input: ConsumeSearchInput, options: ConsumeOptions = {}): Promise<ConsumeSearchResult> {
      const keys = [...new Set(input.counters.map((counter) => counter.key))].sort();
      // Reopening a title already opened today is the common case and costs nothing: answer it
      // without locks or writes, in one SELECT shared by concurrent reopens. (The locked path
      // below checks again, for concurrent first opens.) Skipped when the caller just asked.
      if (!options.reopenChecked) {
        const quick = await reopenCheck(input);
        if (quick.seen) return { allowed: true, used: quick.used, reopened: true };
      }
      type Outcome = { result: ConsumeSearchResult; counts: Map<string, number> };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        await tx
          .insert(searchCounters)
          .values(keys.map((subject) => ({ day: input.day, subject, count: 0 })))
          .onConflictDoNothing();
        const locked = await queryRows<{ subject: string; count: number }>(
          tx as unknown as Db,
          sql`SELECT subject, count FROM search_counters
              WHERE day = ${input.day} AND subject IN ${keys}
              ORDER BY subject FOR UPDATE`,
        );
        const counts = new Map(locked.map((row) => [row.subject, Number(row.count)]));
        const used = usedOf(input.limit, input.counters, (key) => counts.get(key) ?? 0);

        // Checked again after the lock, so two concurrent first opens of one title count once.
        if (await alreadyViewed(tx as unknown as Db, input))
          return { result: { allowed: true, used, reopened: true }, counts };
        if (used >= input.limit) return { result: { allowed: false, used }, counts };

        await tx
          .update(searchCounters)
          .set({ count: sql`${searchCounters.count} + 1` })
          .where(and(eq(searchCounters.day, input.day), inArray(searchCounters.subject, keys)));
        await tx
          .insert(searchViews)
          .values({ day: input.day, viewer: input.viewerKey, titleKey: input.titleKey })
          .onConflictDoNothing();
        for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
        return { result: { allowed: true, used: used + 1, reopened: false }, counts };
      });
      // Committed: what the locked rows now hold.
      mirror?.remember(input.day, outcome.counts);
      return outcome.result;
    },
  };
}
