import type { TitleRef } from '@reelatlas/core';
import { normalizeTitle } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { titlePrefixExpression } from './schema.ts';

/**
 * The title whose normalised title, or another of its names (title_names' aliases: "parasitos"),
 * is exactly the typed one (the asked year first, then the more popular), adult titles aside;
 * read through the six-character prefix index and the names' range index. A live search
 * answered by it costs TMDb nothing.
 */
export async function findExactTitle(db: Db, title: string, year: number | null): Promise<TitleRef | null> {
  const needle = normalizeTitle(title);
  if (!needle) return null;
  const rows = await queryRows<TitleRef>(
    db,
    sql`SELECT type, id FROM (
          SELECT type, id, year, popularity FROM titles
          WHERE ${titlePrefixExpression(6)} = left(${needle}, 6) AND search_title = ${needle} AND NOT adult
          UNION ALL
          SELECT t.type, t.id, t.year, t.popularity FROM title_names n
          JOIN titles t ON t.type = n.title_type AND t.id = n.title_id
          WHERE n.alias AND n.search_name COLLATE "C" = ${needle} AND NOT t.adult
        ) exact
        ORDER BY (year IS NOT DISTINCT FROM ${year}::int) DESC, popularity DESC, type, id
        LIMIT 1`,
  );
  return rows[0] ?? null;
}
