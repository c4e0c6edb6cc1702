import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { removeServerHead } from './features/content/server-head.ts';
import './index.css';
import { activateLocale, activatePseudoLocale } from './lib/i18n/catalogs.ts';
import { pageLocale, routerBasename } from './lib/i18n/locale.ts';
import { loadStartUpChecks } from './lib/load-answer-checks.ts';
import { createQueryClient } from './lib/query-client.ts';
import { reloadOnStaleChunk } from './lib/stale-chunk-reload.ts';
import { routes } from './routes.tsx';
import { registerWorker } from './shell/register-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The page's shell (src/shell) is showing: keep it until the route can render, instead of
// replacing it with the loading fallback of a lazy route.
const shellShown = root.childElementCount > 0;
// The page's language is its path's prefix; the router works below it, so every link keeps it.
const locale = pageLocale(location.pathname);

/** The app's router, once started: a failed chunk's reload goes where it was navigating. */
let appRouter: ReturnType<typeof createBrowserRouter> | null = null;

function start(container: HTMLElement, createRoot: typeof import('./shell/react-root.ts').createRoot) {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes, { basename: routerBasename(locale) });
  appRouter = router;
  removeServerHead();
  const reactRoot = createRoot(container);
  // As a transition, React renders the first tree in 5 ms slices instead of one long task that
  // would hold the main thread (Lighthouse's total blocking time). A later page change is not a
  // transition (useTransitions={false}): rendered in slices that yield and wait on frames, the
  // title page's first rows were painted ~100 ms after its code had finished
  // (docs/performance.md#bars); no route suspends, and the rows past the first screen still
  // render in slices after the first paint (features/title/first-rows.ts).
  const render = () =>
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} useTransitions={false} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  if (!shellShown || router.state.initialized) {
    render();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

// Evaluating the app's modules is one task; starting the router (matching, a lazy route's
// import) is the next, so that neither is long enough to block input (total blocking time).
// A callback, not a top-level await: that made the bundler split the first load into twice as
// many chunks.
// The start-up answers' checks (zod/mini and their schemas, lib/start-up-checks.ts) download
// while the router starts and React renders, so the start-up calls rarely wait for them; a
// failure is retried by the first call that needs them.
loadStartUpChecks().catch(() => undefined);
// React DOM is evaluated in a task after this one (shell/react-root.ts), and the router starts in
// the task after that. Another language's catalog arrives before the first render, so its page
// never shows English; a catalog that failed to load leaves the page in English.
setTimeout(() => {
  const texts =
    locale !== 'en' ? activateLocale(locale) : __PSEUDO_LOCALE__ ? activatePseudoLocale() : Promise.resolve();
  void Promise.all([import('./shell/react-root.ts'), texts.catch(() => undefined)]).then(([reactDom]) =>
    setTimeout(() => start(root, reactDom.createRoot), 0),
  );
}, 0);
// A page older than the last deploy reloads once when a chunk it asks for is gone.
if (import.meta.env.PROD)
  reloadOnStaleChunk(window, () => {
    const pending = appRouter?.state.navigation.location;
    return pending && appRouter ? appRouter.createHref(pending) : null;
  });
// Production only: the development server has no worker, and a stale one would hide its changes.
if (import.meta.env.PROD) registerWorker(window);
