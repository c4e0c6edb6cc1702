import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/**
 * PGlite is PostgreSQL in one standalone backend: no autovacuum worker ever starts. Without one,
 * what every UPDATE and DELETE leaves behind stays in the tables and their indexes for good (the
 * search counters, rate limits, sessions and spent tokens churn all day), the planner keeps the
 * statistics of the day the rows were first written (the live catalog grows from nothing), and
 * transaction IDs are never frozen. This does autovacuum's work by its default rules, as a server
 * on PGlite calls it every few minutes; PostgreSQL's own autovacuum needs no help.
 */

/** autovacuum's defaults: a table is due once its changes pass threshold + scale × its rows. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
/** Rows only inserted, never changed, still need a vacuum now and then (visibility, freezing). */
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

export interface TableUpkeep {
  table: string;
  action: 'vacuum' | 'analyze';
  ms: number;
}

interface TableStats {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables of this schema that autovacuum would vacuum or analyze now, and every table of at
 * most `sweepUpTo` bytes (indexes included). PGlite keeps no statistics across a restart, so what
 * changed before it is unknown: the first round after a start sweeps the small tables, where the
 * churn is, and leaves the big ones (the title index, vacuumed by its sync) to the counts.
 */
async function dueTables(db: Db, sweepUpTo: number): Promise<TableStats[]> {
  return queryRows<TableStats>(
    db,
    sql`SELECT s.relname AS "table",
               (s.n_dead_tup > ${VACUUM_THRESHOLD} + ${VACUUM_SCALE} * greatest(c.reltuples, 0)
                OR s.n_ins_since_vacuum > ${INSERT_THRESHOLD} + ${INSERT_SCALE} * greatest(c.reltuples, 0)
                OR age(c.relfrozenxid) > current_setting('vacuum_freeze_table_age')::bigint
                OR pg_total_relation_size(c.oid) <= ${sweepUpTo}) AS vacuum,
               s.n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE} * greatest(c.reltuples, 0) AS analyze
        FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = current_schema()
        ORDER BY s.relname`,
  );
}

/** Quoted as an identifier: the names come from the catalog, but are still not SQL. */
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Vacuums (with ANALYZE) or only analyzes each table that is due, one at a time, and says what
 * it did; `sweepUpTo`: also every table up to that many bytes (the first round after a start). Each statement holds PGlite's one connection while it runs: the churning tables are
 * small, and a big one (the title index) is due only after a fifth of its rows changed.
 */
export async function vacuumDueTables(db: Db, options: { sweepUpTo?: number } = {}): Promise<TableUpkeep[]> {
  const done: TableUpkeep[] = [];
  for (const { table, vacuum, analyze } of await dueTables(db, options.sweepUpTo ?? -1)) {
    if (!vacuum && !analyze) continue;
    const started = performance.now();
    await db.execute(
      sql.raw(vacuum ? `VACUUM (ANALYZE) ${identifier(table)}` : `ANALYZE ${identifier(table)}`),
    );
    done.push({ table, action: vacuum ? 'vacuum' : 'analyze', ms: Math.round(performance.now() - started) });
  }
  return done;
}
