import { buildSearchQuery, type TitleDetails, titleDetailsSchema } from '@reelatlas/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import type { SearchTarget } from './search-target.ts';

/** Kept so /movie can restore the title after a reload or a direct visit (spec §2). */
export function saveLastViewed(movie: TitleDetails): void {
  writeStorage(storageKeys.lastViewedMovie, JSON.stringify(movie));
}

/** Validated, since storage may hold an older shape or have been edited. */
export function loadLastViewed(): TitleDetails | null {
  const raw = readStorage(storageKeys.lastViewedMovie);
  if (!raw) return null;
  try {
    const parsed = titleDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Navigation state is untyped at runtime: accept it only when it has a whole title. */
export function movieFromState(state: unknown): TitleDetails | null {
  if (!state || typeof state !== 'object' || !('movie' in state)) return null;
  const parsed = titleDetailsSchema.safeParse(state.movie);
  return parsed.success ? parsed.data : null;
}

/** Spec §4: on a 401 the movie is kept so the search can resume after sign-in. */
export function savePendingMovie(target: SearchTarget): void {
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
