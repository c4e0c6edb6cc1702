import { type SQL, sql } from 'drizzle-orm';
import { catalogChanged, catalogReplaced } from './catalog-changes.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/**
 * A write naming more than this many names is recorded as "many" (null): readers then read their
 * memory again rather than take in a list that large.
 */
const NAMES_PER_ROW_MAX = 5_000;
/** How far back each reading looks: wider than any commit's lag behind its row's time. */
const LOOK_BACK_SECONDS = 60;
/** Rows older than this are deleted by whichever instance reads. */
const KEEP_SECONDS = 3_600;

/**
 * The statement recording one catalog write (`catalog_writes`), to run in the write's own
 * transaction: other instances see it exactly when they can see the titles. `names`: every
 * normalised name the write may have added; null for a bulk write. `onlyIf`: a condition (in a
 * statement that writes only what changed: that something was written).
 */
export function catalogWriteRow(names: readonly string[] | null, onlyIf: SQL = sql`TRUE`) {
  const listed =
    names && names.length <= NAMES_PER_ROW_MAX
      ? sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(names)])}::jsonb))`
      : sql`NULL`;
  return sql`INSERT INTO catalog_writes (search_names) SELECT ${listed} WHERE ${onlyIf}`;
}

export interface CatalogWritesReader {
  /** Takes in the writes committed since the last reading (by any process); answers how many. */
  read(): Promise<number>;
}

/**
 * Reads what other processes wrote to the catalog and tells this process's memory of it
 * (catalogChanged / catalogReplaced), so autocomplete suggests their titles within one reading
 * interval. The first reading only marks what is there as seen: memory is read fresh at start.
 * Writes of this process come back too; taking them in twice is harmless.
 */
export function createCatalogWritesReader(db: Db): CatalogWritesReader {
  let seen: Set<number> | null = null;
  let purgedAt = 0;
  return {
    async read() {
      const rows = await queryRows<{ id: number; names: string[] | null }>(
        db,
        sql`SELECT id::float8 AS id, search_names AS names FROM catalog_writes
            WHERE written_at > now() - make_interval(secs => ${LOOK_BACK_SECONDS}) ORDER BY id`,
      );
      const first = seen === null;
      const known = seen ?? new Set<number>();
      const next = new Set<number>();
      let taken = 0;
      for (const row of rows) {
        next.add(row.id);
        if (first || known.has(row.id)) continue;
        taken++;
        if (row.names === null) catalogReplaced();
        else catalogChanged(row.names);
      }
      seen = next;
      if (Date.now() - purgedAt > 60_000) {
        purgedAt = Date.now();
        await db.execute(
          sql`DELETE FROM catalog_writes WHERE written_at < now() - make_interval(secs => ${KEEP_SECONDS})`,
        );
      }
      return taken;
    },
  };
}
