import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UpgradeOverlayProvider } from '../src/features/upgrade/UpgradeOverlayProvider.tsx';

/** Renders `element` at `/` inside the app's providers, with a stub title page to land on. */
export function renderApp(
  element: ReactNode,
  initialEntry: string | { pathname: string; state: unknown } = '/',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <UpgradeOverlayProvider>{element}</UpgradeOverlayProvider> },
      { path: '/movie', element: <p>title page</p> },
      { path: '/login', element: <p>login page</p> },
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

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
