import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse } from './render-app.tsx';

/** Shows where the app navigated to (path, query and a `notice` carried in state). */
function WhereAmI() {
  const location = useLocation();
  const state: unknown = location.state;
  const notice =
    state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
      ? state.notice
      : '';
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
      {notice ? ` notice=${notice}` : ''}
    </p>
  );
}

/** Renders `element` at `path` (entered as `initialEntry`); every other path shows where we landed. */
export function renderRoute(
  element: ReactNode,
  path: string,
  initialEntry: string | { pathname: string; state: unknown } = path,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (query string included); anything else is a 404.
 * Returns the mock to inspect calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body a stubbed call was made with. */
export function sentBody(mock: ReturnType<typeof stubFetch>, key: string): unknown {
  const call = mock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
