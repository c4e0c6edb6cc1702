import { buildSearchQuery, type TitleType } from '@reelatlas/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage.ts';

/**
 * The search a visitor was sent to sign in for, kept in the browser across the sign-in
 * (docs/product-rules.md#browser-state). The search feature saves it, the account feature takes
 * it after sign-in: it lives here so neither feature imports the other for it.
 */
export interface PendingTitle {
  title: string;
  year?: number | null;
  id?: number | string | null;
  type?: TitleType;
}

/** On a 401 the movie is kept so the search can resume after sign-in. */
export function savePendingMovie(target: PendingTitle): void {
  writeStorage(storageKeys.pendingMovie, JSON.stringify(target));
}

/**
 * After sign-in: the search the visitor was sent away from, as the `/?movie=` query text, and
 * forgotten so it runs once. Accepts a saved target or a plain title string.
 */
export function takePendingMovieQuery(): string | null {
  const raw = readStorage(storageKeys.pendingMovie);
  if (raw === null) return null;
  removeStorage(storageKeys.pendingMovie);
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A plain title.
  }
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && 'title' in value && typeof value.title === 'string') {
    const year = 'year' in value && typeof value.year === 'number' ? value.year : null;
    return buildSearchQuery({ title: value.title, year }).trim() || null;
  }
  return null;
}
