import type { TitleRef } from '@reelatlas/core';
import { normalizeTitle } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { titlePrefixExpression } from './schema.ts';

/**
 * The title whose normalised title is exactly the typed one (the asked year first, then the more
 * popular), adult titles aside; read through the six-character prefix index. A live search
 * answered by it costs TMDb nothing.
 */
export async function findExactTitle(db: Db, title: string, year: number | null): Promise<TitleRef | null> {
  const needle = normalizeTitle(title);
  if (!needle) return null;
  const rows = await queryRows<TitleRef>(
    db,
    sql`SELECT type, id FROM titles
        WHERE ${titlePrefixExpression(6)} = left(${needle}, 6) AND search_title = ${needle} AND NOT adult
        ORDER BY (year IS NOT DISTINCT FROM ${year}::int) DESC, popularity DESC, type, id
        LIMIT 1`,
  );
  return rows[0] ?? null;
}
