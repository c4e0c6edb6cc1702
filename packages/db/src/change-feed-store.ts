import type { TitleType } from '@reelatlas/contracts';
import { sql } from 'drizzle-orm';
import { readMeta, writeMeta } from './app-meta-store.ts';
import type { Db } from './db-type.ts';
import { queryRows } from './rows.ts';

/** Where TMDb's change feed stands (the shape is the feed's: adapters' ChangeFeedCursor). */
export interface ChangeFeedPosition {
  through: string;
  window?: { start: string; end: string; type: TitleType; page: number; done: number };
}

const CURSOR_KEY = 'change_feed_cursor';

/**
 * The change feed's store: its cursor in app_meta (so a stopped or crashed run goes on where it
 * was, in this instance or another), and which changed ids this catalog holds details of.
 */
export function createChangeFeedStore(db: Db) {
  return {
    async readCursor(): Promise<ChangeFeedPosition | null> {
      const text = await readMeta(db, CURSOR_KEY);
      return text ? (JSON.parse(text) as ChangeFeedPosition) : null;
    },
    async writeCursor(cursor: ChangeFeedPosition): Promise<void> {
      await writeMeta(db, CURSOR_KEY, JSON.stringify(cursor));
    },
    /** Of these ids, those fetched from TMDb or imported (rows of source 'index' hold no details). */
    async storedWithDetails(type: TitleType, ids: readonly number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM titles
            WHERE type = ${type} AND source = 'tmdb'
              AND id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
      );
      return rows.map((row) => row.id);
    },
  };
}
