/** When the last reload for a missing chunk happened (sessionStorage: this tab only). */
export const STALE_RELOAD_KEY = 'staleChunkReload';

/** A second failure within this time after such a reload is shown as an error, not reloaded again. */
export const STALE_RELOAD_WINDOW_MS = 60_000;

/**
 * A page opened before a deploy asks for a code-split chunk the server no longer has (every
 * build names its files by their contents, and only the new ones are served). Vite reports it
 * with `vite:preloadError`; the page loads once more, at the address the visitor was going to,
 * and gets the new version whole, never the old version's page with a new chunk. A page whose service worker still holds its version never gets
 * here: the worker serves the old files (docs/architecture.md#installable-app-and-offline). If
 * the chunk fails again right after the reload (the network, not a deploy), the error is left to
 * the route's error page, so a page never reloads in a loop.
 */
export function reloadOnStaleChunk(
  win: Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>,
  /** The address the visitor is on the way to (a link whose page's chunk failed), if any. */
  destination: () => string | null = () => null,
  now: () => number = Date.now,
): void {
  win.addEventListener('vite:preloadError', (event) => {
    let last = Number.NaN;
    try {
      last = Number(win.sessionStorage.getItem(STALE_RELOAD_KEY));
    } catch {
      // No storage: a reload could not know it already happened, so none.
      return;
    }
    if (Number.isFinite(last) && last > 0 && now() - last < STALE_RELOAD_WINDOW_MS) return;
    try {
      win.sessionStorage.setItem(STALE_RELOAD_KEY, String(now()));
    } catch {
      return;
    }
    // The import's error is not passed on: the page is going away, to the page that was asked for.
    event.preventDefault();
    const target = destination();
    if (target) win.location.assign(target);
    else win.location.reload();
  });
}
