import { normalizeTitle, type TitleIndexEntry, type TitleIndexStore } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import { catalogChanged, catalogReplaced } from './catalog-changes.ts';
import { catalogWriteRow } from './catalog-writes.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { deferTitleIndexes, restoreTitleIndexes } from './title-index-bulk.ts';

/** Ids read per query when looking for rows that left the export. */
const ID_RANGE = 200_000;
/** Ids deleted per statement. */
const DELETE_BATCH = 5_000;
/**
 * A sync into an index with no export rows yet, in a table of at most this many titles (a new
 * installation: the live catalog's cached titles), is a bulk load: the secondary indexes are built
 * once at the end. Above it the table is someone's working catalog, kept indexed throughout.
 */
const BULK_LOAD_MAX_TITLES = 100_000;

/** An int[] literal: one parameter for any number of ids (the drivers would expand a JS array). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * TMDb's daily ID export in `titles` (source 'index'). One statement per batch, the rows sent as
 * one JSON parameter whatever the batch size. A row is written only when it is new or
 * the export changed it, so a daily sync rewrites the few titles that changed, not all of them.
 */
export function createTitleIndexStore(db: Db): TitleIndexStore {
  let bulk = false;
  return {
    async begin() {
      const [row] = await queryRows<{ indexed: boolean; titles: number }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM titles WHERE source = 'index') AS indexed,
                   (SELECT count(*) FROM (SELECT 1 FROM titles LIMIT ${BULK_LOAD_MAX_TITLES + 1}) t)::int AS titles`,
      );
      bulk = !row?.indexed && (row?.titles ?? 0) <= BULK_LOAD_MAX_TITLES;
      if (bulk) await deferTitleIndexes(db);
      else await restoreTitleIndexes(db);
      return { bulk };
    },

    async finish() {
      if (bulk) {
        await restoreTitleIndexes(db);
        await db.execute(catalogWriteRow(null));
      }
      bulk = false;
      // Marks the pages all-visible, so autocomplete's range reads are index-only (PGlite has no
      // autovacuum), and gives the planner the new prefixes' statistics.
      await db.execute(sql`VACUUM (ANALYZE) titles`);
      // A bulk load filled title_trigrams only now: memory read from it meanwhile is read again.
      catalogReplaced();
    },

    async upsert(entries) {
      // One row per key: ON CONFLICT cannot touch a row twice in one statement (the last wins).
      const byKey = new Map<string, TitleIndexEntry>();
      for (const entry of entries) byKey.set(`${entry.type}:${entry.id}`, entry);
      const rows = [...byKey.values()];
      if (!rows.length) return { written: 0 };
      const searchTitles = rows.map((row) => normalizeTitle(row.title));
      // The write's catalog_writes row in the same statement (none for a bulk load: its end
      // tells every instance to read its memory again).
      const noted = bulk
        ? sql``
        : sql`, noted AS (${catalogWriteRow(searchTitles, sql`EXISTS (SELECT 1 FROM written)`)} RETURNING 1)`;
      const written = await queryRows<{ id: number }>(
        db,
        sql`WITH written AS (INSERT INTO titles (type, id, title, search_title, popularity, adult, source, fetched_at)
            SELECT t.type, t.id, t.title, t.search_title, t.popularity, t.adult, 'index', now()
            FROM json_to_recordset(${JSON.stringify(rows.map((r, i) => ({ ...r, search_title: searchTitles[i] })))}::json)
                 AS t(type text, id int, title text, search_title text, popularity real, adult bool)
            ON CONFLICT (type, id) DO UPDATE SET
              title = excluded.title, search_title = excluded.search_title,
              popularity = excluded.popularity, adult = excluded.adult, fetched_at = excluded.fetched_at
            WHERE titles.source = 'index'
              AND (titles.title, titles.popularity, titles.adult)
                  IS DISTINCT FROM (excluded.title, excluded.popularity, excluded.adult)
            RETURNING id)${noted}
            SELECT id FROM written`,
      );
      if (written.length) catalogChanged(searchTitles);
      return { written: written.length };
    },

    async absentIds(type, keep) {
      const [bounds] = await queryRows<{ max: number | null }>(
        db,
        sql`SELECT max(id) AS max FROM titles WHERE type = ${type} AND source = 'index'`,
      );
      const max = bounds?.max ?? 0;
      let indexed = 0;
      const absent: number[] = [];
      for (let from = 0; from <= max; from += ID_RANGE) {
        const ids = await queryRows<{ id: number }>(
          db,
          sql`SELECT id FROM titles WHERE type = ${type} AND source = 'index'
              AND id >= ${from} AND id < ${from + ID_RANGE}`,
        );
        indexed += ids.length;
        for (const { id } of ids) if (!keep(id)) absent.push(id);
      }
      return { indexed, absent };
    },

    async remove(type, ids) {
      let removed = 0;
      for (let i = 0; i < ids.length; i += DELETE_BATCH) {
        const deleted = await queryRows<{ id: number }>(
          db,
          sql`DELETE FROM titles t WHERE t.type = ${type} AND t.source = 'index'
                AND t.id = ANY (${intArray(ids.slice(i, i + DELETE_BATCH))}::int[])
                AND NOT EXISTS (SELECT 1 FROM list_entries l
                                WHERE l.title_type = t.type AND l.title_id = t.id)
              RETURNING t.id`,
        );
        removed += deleted.length;
      }
      if (removed) catalogChanged([]);
      return removed;
    },
  };
}
