import type { TitleType } from '@reelatlas/contracts';
import type { TitleRef } from './catalog.ts';

export interface ListEntryRecord {
  id: number;
  type: TitleType;
  title: string;
  year: number | null;
  thumbnail: string | null;
  addedAt: Date;
}

export type AddToListOutcome = { result: 'added' | 'exists'; entry: ListEntryRecord } | { result: 'full' };

/** The signed-in user's watchlist and watched list. */
export interface ListStore {
  /** Adds unless present; refuses when the list holds `limit` entries. Atomic per user. */
  add(
    userId: string,
    list: 'watchlist' | 'watched',
    entry: Omit<ListEntryRecord, 'addedAt'>,
    limit: number,
  ): Promise<AddToListOutcome>;
  entries(userId: string, list: 'watchlist' | 'watched'): Promise<ListEntryRecord[]>;
  remove(userId: string, list: 'watchlist' | 'watched', ref: TitleRef): Promise<boolean>;
}
