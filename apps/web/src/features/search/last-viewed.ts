import type { TitleDetails } from '@reelatlas/contracts';
import { whenIdle } from '../../lib/after-paint.ts';
import { keepTitle } from '../../lib/offline-copies.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';

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

/** The last search's answer, and the one not yet copied to storage (`stored-title.ts` reads them). */
export const titlesInMemory = () => ({ justSearched, unsaved });

/** The name a title goes by in navigation state, kept copies and `?id=`: `movie:603`. */
export const titleRef = (title: Pick<TitleDetails, 'type' | 'id'>): string => `${title.type}:${title.id}`;

/**
 * What a title page's history entry holds: the title's ref, never its answer. Every push copies
 * the state (a structured clone), and a popular title's answer is hundreds of offers: copying it
 * held the title page's first paint (docs/performance.md#bars). The answer stays in memory
 * and in the kept copies, by the same ref.
 */
export const titleState = (title: Pick<TitleDetails, 'type' | 'id'>) => ({ title: titleRef(title) });
