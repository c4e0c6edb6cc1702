import { type TitleDetails, titleDetailsSchema } from '@reelatlas/contracts';
import { whenIdle } from '../../lib/after-paint.ts';
import { type KeptCopy, keepTitle, keptTitle } from '../../lib/offline-copies.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

/**
 * The title the last search answered, as the API client validated it. The title page that
 * search opens takes it from here instead of validating the navigation state's copy again (a
 * popular title's hundreds of offers cost a phone tens of milliseconds per parse).
 */
let justSearched: TitleDetails | null = null;
/** The answer not yet copied to storage: the copy waits until the title page has painted. */
let unsaved: TitleDetails | null = null;

function writeUnsaved(): void {
  if (typeof window !== 'undefined') window.removeEventListener('pagehide', writeUnsaved);
  if (!unsaved) return;
  // Serialised once for both copies (a popular title's answer is a few hundred kilobytes).
  const json = JSON.stringify(unsaved);
  writeStorage(storageKeys.lastViewedMovie, json);
  keepTitle(unsaved, unsaved, Date.now(), json);
  unsaved = null;
}

/**
 * Kept so /movie can restore the title after a reload or a direct visit (docs/product-rules.md#title-pages). Copied to
 * storage when the main thread next rests (a popular title's JSON is a few hundred kilobytes:
 * serialising and storing it twice, run after the next frame, landed before the title page's
 * first rows were painted), or at once if the page is left first.
 */
export function saveLastViewed(movie: TitleDetails): void {
  justSearched = movie;
  const pending = unsaved !== null;
  unsaved = movie;
  if (pending) return;
  if (typeof window !== 'undefined') window.addEventListener('pagehide', writeUnsaved);
  whenIdle(writeUnsaved);
}

/** Validated, since storage may hold an older shape or have been edited. */
export function loadLastViewed(): TitleDetails | null {
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

/** Navigation state is untyped at runtime: accept it only when it has a whole title. */
export function movieFromState(state: unknown): TitleDetails | null {
  if (!state || typeof state !== 'object' || !('movie' in state)) return null;
  if (justSearched && isSameTitle(state.movie, justSearched)) return justSearched;
  const parsed = titleDetailsSchema.safeParse(state.movie);
  return parsed.success ? parsed.data : null;
}

/**
 * The entry names the title the last search answered. Its state is a copy of that answer (or,
 * going back, of an older answer for the same title: the newer one is the better to show).
 */
function isSameTitle(candidate: unknown, known: TitleDetails): boolean {
  if (!candidate || typeof candidate !== 'object') return false;
  const other = candidate as Partial<TitleDetails>;
  return other.type === known.type && other.id === known.id;
}
