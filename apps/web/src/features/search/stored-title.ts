import { type TitleDetails, titleDetailsSchema } from '@reelatlas/contracts';
import { type KeptCopy, keptTitle } from '../../lib/offline-copies.ts';
import { readStorage, storageKeys } from '../../lib/storage.ts';
import { titleRef, titlesInMemory } from './last-viewed.ts';

// The stored titles, read back and checked: only the title page reads them, so their schema
// loads with its code and not with the first load of `/` (docs/performance.md#bars).

/** Validated, since storage may hold an older shape or have been edited. */
export function loadLastViewed(): TitleDetails | null {
  const { unsaved } = titlesInMemory();
  if (unsaved) return unsaved;
  const raw = readStorage(storageKeys.lastViewedMovie);
  if (!raw) return null;
  try {
    const parsed = titleDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A title's answer kept for reading offline (`type:id`), validated like the stored last one. */
export function loadKeptTitle(ref: string): KeptCopy<TitleDetails> | null {
  const copy = keptTitle(ref);
  if (!copy) return null;
  const parsed = titleDetailsSchema.safeParse(copy.value);
  return parsed.success ? { value: parsed.data, fetchedAt: copy.fetchedAt } : null;
}

/**
 * The title a history entry names: the search's own answer (already validated) when it is that
 * title, else the kept copy of it (after a reload, or going back to an older title), validated
 * since storage may hold an older shape or have been edited.
 */
export function movieFromState(state: unknown): TitleDetails | null {
  if (!state || typeof state !== 'object' || !('title' in state) || typeof state.title !== 'string')
    return null;
  const ref = state.title;
  const { justSearched } = titlesInMemory();
  if (justSearched && titleRef(justSearched) === ref) return justSearched;
  const kept = loadKeptTitle(ref);
  if (kept) return kept.value;
  const last = loadLastViewed();
  return last && titleRef(last) === ref ? last : null;
}
