import type { NameLanguage, TitleInLanguage, TitleLanguageReader, TitleRef } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';
import { queryRows } from './rows.ts';

/**
 * Titles' stored names and overviews in one language (core's TitleLanguageReader): a translation
 * of the preferred country first, then any translation, then the original when it is in that
 * language (a Japanese visitor reads 千と千尋の神隠し). Reads by title_names' primary key.
 */
export function createTitleLanguageReader(db: Db): TitleLanguageReader {
  const nameOrder = (language: NameLanguage) =>
    sql`(n.country = ${language.country}) DESC, (n.kind = 'translation') DESC, n.country, n.name`;
  return {
    async namesIn(refs: readonly TitleRef[], language: NameLanguage) {
      const found = new Map<string, string>();
      if (!refs.length) return found;
      const keys = JSON.stringify(refs.map(({ type, id }) => ({ type, id })));
      const rows = await queryRows<{ type: string; id: number; name: string }>(
        db,
        sql`SELECT DISTINCT ON (n.title_type, n.title_id) n.title_type AS type, n.title_id AS id, n.name
            FROM jsonb_to_recordset(${keys}::jsonb) AS k(type text, id int)
            JOIN title_names n ON n.title_type = k.type AND n.title_id = k.id
            WHERE n.language = ${language.language} AND n.kind IN ('translation', 'original')
            ORDER BY n.title_type, n.title_id, ${nameOrder(language)}`,
      );
      for (const row of rows) found.set(`${row.type}:${row.id}`, row.name);
      return found;
    },
    async titleIn(ref: TitleRef, language: NameLanguage): Promise<TitleInLanguage | null> {
      const [row] = await queryRows<{
        title: string;
        name: string | null;
        original: string | null;
        overview: string | null;
      }>(
        db,
        sql`SELECT t.title,
              (SELECT n.name FROM title_names n
                WHERE n.title_type = t.type AND n.title_id = t.id AND n.language = ${language.language}
                  AND n.kind IN ('translation', 'original')
                ORDER BY ${nameOrder(language)} LIMIT 1) AS name,
              (SELECT n.name FROM title_names n
                WHERE n.title_type = t.type AND n.title_id = t.id AND n.kind = 'original'
                ORDER BY n.language, n.country, n.name LIMIT 1) AS original,
              (SELECT o.overview FROM title_overviews o
                WHERE o.title_type = t.type AND o.title_id = t.id AND o.language = ${language.language}
                ORDER BY (o.country = ${language.country}) DESC, o.country LIMIT 1) AS overview
            FROM titles t WHERE t.type = ${ref.type} AND t.id = ${ref.id} AND NOT t.adult`,
      );
      if (!row) return null;
      return {
        name: row.name && row.name !== row.title ? row.name : null,
        overview: row.overview,
        original: row.original && row.original !== row.title ? row.original : null,
        english: row.title,
      };
    },
  };
}
