import { INFO_TOAST_MS } from '@reelatlas/contracts';
import { useEffect } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { notify } from '../../lib/notify.ts';

/** What the last search has to say ("2 searches left today"), until its title page is shown. */
let pending: string | null = null;

/** Said once the title page the search opens has painted (see useSearchNotice). */
export function noticeAfterTitlePage(message: string): void {
  pending = message;
}

/**
 * Called by the title page for each title it shows: the search's notice, after the page's first
 * paint. Shown earlier, the toast's render would interrupt the title page's (a navigation renders
 * in a transition, which an update to the toaster restarts) and hold back the first platform row.
 */
export function useSearchNotice(shown: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per title shown
  useEffect(() => {
    const message = pending;
    pending = null;
    if (message) afterNextPaint(() => notify.info(message, { duration: INFO_TOAST_MS }));
  }, [shown]);
}
