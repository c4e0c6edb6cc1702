import type { TitleChangesStore } from '@reelatlas/core';
import { recentTitleChanges, viewedToday } from './availability-history.ts';
import type { Db } from './database.ts';

/** A title's recorded availability changes, and the day's "opened" records that let a viewer see them. */
export function createTitleChangesStore(db: Db): TitleChangesStore {
  return {
    viewedToday: (day, viewer, titleKey) => viewedToday(db, day, viewer, titleKey),
    recentChanges: (ref, now) => recentTitleChanges(db, ref, now),
  };
}
