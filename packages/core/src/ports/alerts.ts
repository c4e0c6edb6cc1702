import type { AlertScope, AlertSettingsUpdate, AvailabilityChange } from '@reelatlas/contracts';
import type { TitleRef } from './catalog.ts';

/** A user's alert choices as stored (the plan that allows them is the caller's, not stored here). */
export interface AlertChoices {
  watchlist: boolean;
  scope: AlertScope;
  emails: boolean;
  /** Watchlist titles with "Alert me" on. */
  titles: TitleRef[];
}

/** Availability alert choices of signed-in users. */
export interface AlertSettingsStore {
  /** The defaults when the user never chose. */
  settings(userId: string): Promise<AlertChoices>;
  update(userId: string, patch: AlertSettingsUpdate): Promise<void>;
  /** "Alert me" on or off for one title; false when the title is not on the user's watchlist. */
  setTitleAlert(userId: string, ref: TitleRef, on: boolean): Promise<boolean>;
}

/** A title's recorded availability changes, and who opened the title today. */
export interface TitleChangesStore {
  /** Whether `viewer` opened the title (`type:id`) on `day` with a counted search or a free reopen. */
  viewedToday(day: string, viewer: string, titleKey: string): Promise<boolean>;
  /** The title's changes of the recent days, newest first. */
  recentChanges(ref: TitleRef, now: Date): Promise<AvailabilityChange[]>;
}
