import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app-providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { routeTree } from '../route-tree.tsx';

export { PRERENDER_DIR, prerenderedPages } from './prerendered-pages.ts';

/**
 * The markup of #root for `path` as the browser's first render will produce it: no data yet
 * (queries pending, nothing from localStorage), so every data-driven part shows its loading state.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      {/* hydrate={false}: no inline hydration-data script; the browser router starts empty too. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
