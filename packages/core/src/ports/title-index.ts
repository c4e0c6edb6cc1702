import type { TitleRef } from './catalog.ts';

/** One line of TMDb's daily ID export: what the local title index knows of a title. */
export interface TitleIndexEntry {
  type: 'movie' | 'tv';
  id: number;
  /** TMDb's original title (the export has no translated one). */
  title: string;
  popularity: number;
  adult: boolean;
}

/**
 * The local title index in the database (docs/catalog.md#title-index): titles known only from TMDb's exports
 * live beside the titles whose details were fetched, in the same table and indexes.
 */
export interface TitleIndexStore {
  /**
   * Called once the exports are downloaded and checked, before the first upsert. Into an empty
   * index the store may load in bulk, building its indexes in finish() (`bulk`).
   */
  begin(): Promise<{ bulk: boolean }>;
  /** Called after the last removal, and after a failure too: the table is whole again after it. */
  finish(): Promise<void>;
  /**
   * Inserts new ids and updates the title, popularity and adult flag of rows known only from the
   * export. Rows whose details were fetched (or imported) are never touched.
   */
  upsert(entries: TitleIndexEntry[]): Promise<{ written: number }>;
  /**
   * The export-only rows of `type` (`indexed`) and, of those, the ids not in `keep` (`absent`).
   * Asked only after a whole export was read; nothing is removed yet.
   */
  absentIds(
    type: TitleRef['type'],
    keep: (id: number) => boolean,
  ): Promise<{ indexed: number; absent: number[] }>;
  /** Removes these export-only rows of `type`, unless a user's list holds them; answers how many went. */
  remove(type: TitleRef['type'], ids: number[]): Promise<number>;
}

/** A shared per-second call budget that can be asked without waiting (never queued). */
export interface CallBudgetStore {
  /** Counts one call on `key` in the current window if fewer than `max` were counted; false otherwise. */
  takeIfBelow(key: string, windowSeconds: number, max: number, now: Date): Promise<boolean>;
}
