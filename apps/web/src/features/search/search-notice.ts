import type { Quota, TitleType } from '@reelatlas/contracts';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatSearchesLeft } from '../quota/index.ts';

type Shown = { type: TitleType; id: number };
type Left = Pick<Quota, 'remaining' | 'plan'>;

/** What the last search left ("2 searches left today"), for the title it opens. */
let pending: { key: string; left: Left } | null = null;
/** The count each shown title took, so a re-render (or React's second render) shows it again. */
const taken = new WeakMap<Shown, Left>();

const keyOf = (title: Shown) => `${title.type}:${title.id}`;

/** Said by the page of `title` once it shows (see useSearchNotice). */
export function noticeAfterTitlePage(left: Left, title: Shown): void {
  pending = { key: keyOf(title), left: { remaining: left.remaining, plan: left.plan } };
}

/**
 * Called by the title page for the title it shows: the notice of the search that opened it,
 * shown in the page under the title's actions, in the page's language. Not a toast: a toast
 * would cover the filters or the buttons of the page just opened, on every search.
 */
export function useSearchNotice(shown: Shown | null): string | null {
  const t = useT();
  if (!shown) return null;
  if (pending?.key === keyOf(shown) && !taken.has(shown)) {
    taken.set(shown, pending.left);
    pending = null;
  }
  const left = taken.get(shown);
  return left ? formatSearchesLeft(left, t) : null;
}
