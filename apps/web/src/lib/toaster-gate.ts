/**
 * Whether the toast container (layout/LazyToaster.tsx) is wanted yet. sonner is ~9 KB gzipped
 * and no page shows a toast before a user action, so the container is mounted only when the
 * first toast is asked for (`notify`), not on every first load (the budget of docs/performance.md#bars).
 *
 * `whenToasterMounted` resolves once the container has committed: its live region
 * (`aria-live="polite"`) is then in the document before any toast is published into it, so
 * screen readers announce the first toast as they did when the container was always there.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

/** Asks for the container; resolves when it is in the document. */
export function whenToasterMounted(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by the container once it has committed. */
export function toasterMounted(): void {
  markMounted();
}

/**
 * Fetches sonner ahead of the first toast, at the visitor's first sign of intent
 * (routes/title-route.ts): a search's "N searches left" toast then downloads no JavaScript after
 * Enter. Never during the page load, where it would count against the first load.
 */
export function preloadToasts(): void {
  // A failed download is retried by the first toast's own import.
  import('sonner').catch(() => undefined);
}
