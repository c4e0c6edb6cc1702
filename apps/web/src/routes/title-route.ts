import { whenIdle } from '../lib/after-paint.ts';
import { loadPageTexts } from '../lib/i18n/catalogs.ts';
import { loadActionChecks } from '../lib/load-answer-checks.ts';
import { preloadToasts } from '../lib/toaster-gate.ts';

/** A page's code with the page texts of the active language, fetched side by side. */
export async function withPageTexts<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadPageTexts()]);
  return module;
}

/**
 * The title page's code (/movie and /movieoverlay share the TitlePage chunk) and the page texts.
 * One import each, so the router's lazy load and the preload below fetch the same module once.
 */
const loadTitleModule = () => withPageTexts(() => import('./movie.tsx'));
/** The route's component for the router (the module's other exports are not route properties). */
export const loadTitleRoute = () => loadTitleModule().then(({ Component }) => ({ Component }));
export const loadTitleOverlayRoute = () => withPageTexts(() => import('./movie-overlay.tsx'));

/** The events that show a search is coming: typing, focusing the box, reaching for a poster. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Fetches the title page's code, and sonner for the search's toast, at the visitor's first sign
 * of intent, so Enter on a suggestion never waits for a download (docs/performance.md#bars). Not during the
 * page load: it would count against the first load's JavaScript. Returns the function that
 * removes the listeners.
 */
export function preloadTitlePageOnIntent(): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    // A failed download is retried by the router when the page is actually opened. Once the
    // code is here, its formats are built while the visitor is still choosing.
    loadTitleModule()
      .then((route) => whenIdle(route.warm))
      .catch(() => undefined);
    preloadToasts();
    // The search's and the suggestions' endpoints (and zod's full build), so Enter waits for neither.
    loadActionChecks().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
