import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { removeServerHead } from './features/content/server-head.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './route-tree.tsx';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the first location's lazy routes are loaded (at once for home). */
export function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Mounts the app into #root. A page the build prerendered (home, the title page's shell) is
 * hydrated, which keeps the painted DOM in place; every other page is rendered from scratch.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createBrowserRouter(routeTree);
  const app = (
    <AppProviders queryClient={createQueryClient()}>
      {/* What react-router/dom's provider adds, from the one react-router instance the routes use
          (under Node, as in the tests, `react-router/dom` would load a second copy). */}
      <RouterProvider
        router={router}
        flushSync={(fn) => {
          flushSync(fn);
        }}
      />
    </AppProviders>
  );
  removeServerHead();
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // The prerender resolved the route's lazy code before rendering; the first client render must
  // have it too, or it would show the router's fallback instead of the same page.
  await routerReady(router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (the page is already painted and readable meanwhile).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
