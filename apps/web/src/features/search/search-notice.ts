import type { TitleType } from '@reelatlas/contracts';

type Shown = { type: TitleType; id: number };

/** What the last search has to say ("2 searches left today"), for the title it opens. */
let pending: { key: string; text: string } | null = null;
/** The notice each shown title took, so a re-render (or React's second render) shows it again. */
const taken = new WeakMap<Shown, string>();

const keyOf = (title: Shown) => `${title.type}:${title.id}`;

/** Said by the page of `title` once it shows (see useSearchNotice). */
export function noticeAfterTitlePage(message: string, title: Shown): void {
  pending = { key: keyOf(title), text: message };
}

/**
 * Called by the title page for the title it shows: the notice of the search that opened it,
 * shown in the page under the title's actions. Not a toast: a toast would cover the filters or
 * the buttons of the page just opened, on every search.
 */
export function useSearchNotice(shown: Shown | null): string | null {
  if (!shown) return null;
  if (pending?.key === keyOf(shown) && !taken.has(shown)) {
    taken.set(shown, pending.text);
    pending = null;
  }
  return taken.get(shown) ?? null;
}
