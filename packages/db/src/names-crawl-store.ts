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

/**
 * The names crawl's store: the titles known only from TMDb's exports (no details, so no names
 * yet), most popular first, after a cursor kept in the database, so a stopped or crashed crawl
 * goes on where it was. A title fetched meanwhile by a search has left the index rows already.
 */
export function createNamesCrawlStore(db: Db) {
  return {
    async readCursor(): Promise<NamesCrawlCursor | null> {
      const text = await readMeta(db, CURSOR_KEY);
      return text ? (JSON.parse(text) as NamesCrawlCursor) : null;
    },
    async writeCursor(cursor: NamesCrawlCursor | null): Promise<void> {
      await writeMeta(db, CURSOR_KEY, cursor ? JSON.stringify(cursor) : '');
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
