import type { TitleRef } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import { readMeta, writeMeta } from './app-meta-store.ts';
import type { Db } from './db-type.ts';
import { queryRows } from './rows.ts';

/** Where the names crawl stands: the last title it finished, in its order (most popular first). */
export interface NamesCrawlCursor extends TitleRef {
  popularity: number;
}

const CURSOR_KEY = 'names_crawl_cursor';
/** app_meta key: the UTC day (YYYY-MM-DD) of the last TMDb export synced in full. */
export const TITLE_INDEX_DAY_KEY = 'tmdb_export_day';

/**
 * The names crawl's store: the titles known only from TMDb's exports (no details, so no names
 * yet), most popular first, after a cursor kept in the database, so a stopped or crashed crawl
 * goes on where it was. A title fetched meanwhile by a search has left the index rows already.
 * The cursor remembers the export it walked: once a newer export is synced, the crawl starts
 * again from the most popular, so the ids new in it (and titles that rose) are taken by
 * popularity; titles already crawled have left the index rows, so that costs nothing.
 */
export function createNamesCrawlStore(db: Db) {
  /** The export the crawl walks, read with its cursor. */
  let walking = '';
  return {
    async readCursor(): Promise<NamesCrawlCursor | null> {
      const [text, exportDay] = await Promise.all([
        readMeta(db, CURSOR_KEY),
        readMeta(db, TITLE_INDEX_DAY_KEY),
      ]);
      walking = exportDay ?? '';
      if (!text) return null;
      const { exportDay: walked = '', ...cursor } = JSON.parse(text) as NamesCrawlCursor & {
        exportDay?: string;
      };
      return walked === walking ? cursor : null;
    },
    async writeCursor(cursor: NamesCrawlCursor | null): Promise<void> {
      await writeMeta(db, CURSOR_KEY, cursor ? JSON.stringify({ ...cursor, exportDay: walking }) : '');
    },
    /** How many titles are known only from the exports (the crawl's remaining work). */
    async remaining(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::float8 AS n FROM titles WHERE source = 'index' AND NOT adult`,
      );
      return row?.n ?? 0;
    },
    async next(after: NamesCrawlCursor | null, limit: number): Promise<NamesCrawlCursor[]> {
      const past = after
        ? sql`AND (popularity, type, id) < (${after.popularity}::real, ${after.type}::text, ${after.id}::int)`
        : sql``;
      return queryRows<NamesCrawlCursor>(
        db,
        sql`SELECT type, id, popularity FROM titles
            WHERE source = 'index' AND NOT adult ${past}
            ORDER BY popularity DESC, type DESC, id DESC LIMIT ${limit}`,
      );
    },
  };
}
