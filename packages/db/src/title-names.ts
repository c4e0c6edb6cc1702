import { normalizeTitle, selectTitleNames, type TitleName, type TitleRef } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A title whose names a write replaces. */
export interface TitleNamesInput extends TitleRef {
  title: string;
  popularity: number;
  names: readonly TitleName[];
}

/** Name rows per statement (one JSON parameter each). */
const NAMES_BATCH = 5_000;

/**
 * Replaces the stored names of these titles (in the caller's transaction, after their rows were
 * written), each list cleaned and capped by core's rule (selectTitleNames): what any writer
 * stores — TMDb, an import, the demo catalog — is safe to show and bounded. Answers the
 * normalised names that differ from their title's (the aliases autocomplete searches), for
 * catalog_writes and this process's autocomplete memory.
 */
export async function replaceTitleNames(tx: Tx | Db, items: readonly TitleNamesInput[]): Promise<string[]> {
  if (!items.length) return [];
  const keys = JSON.stringify(items.map(({ type, id }) => ({ type, id })));
  await tx.execute(
    sql`DELETE FROM title_names n USING jsonb_to_recordset(${keys}::jsonb) AS k(type text, id int)
        WHERE n.title_type = k.type AND n.title_id = k.id`,
  );
  const rows: Record<string, unknown>[] = [];
  const aliases: string[] = [];
  for (const item of items) {
    const own = normalizeTitle(item.title);
    for (const name of selectTitleNames(item.names)) {
      const searchName = normalizeTitle(name.name);
      if (!searchName) continue;
      const alias = searchName !== own;
      if (alias) aliases.push(searchName);
      rows.push({
        title_type: item.type,
        title_id: item.id,
        kind: name.kind,
        language: name.language ?? '',
        country: name.country ?? '',
        name: name.name,
        search_name: searchName,
        alias,
        popularity: item.popularity,
      });
    }
  }
  for (let i = 0; i < rows.length; i += NAMES_BATCH)
    await tx.execute(
      sql`INSERT INTO title_names (title_type, title_id, kind, language, country, name, search_name, alias, popularity)
          SELECT r.title_type, r.title_id, r.kind, r.language, r.country, r.name, r.search_name, r.alias, r.popularity
          FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + NAMES_BATCH))}::jsonb) AS r(
            title_type text, title_id int, kind text, language text, country text, name text,
            search_name text, alias boolean, popularity real)
          ON CONFLICT DO NOTHING`,
    );
  return aliases;
}
