import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/config-fixture.ts';
import { testMe } from '../../test/me-fixture.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { stubFetch } from '../../test/render-route.tsx';
import { testQuota } from '../../test/title-fixture.ts';
import { RootLayout } from './root.tsx';

// A plain child of the layout: it renders again exactly when the layout does.
const layoutRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../layout/SkipLink.tsx', () => ({
  SkipLink: () => {
    layoutRenders.count += 1;
    return null;
  },
}));

const quota = testQuota({ used: 1, limit: 3, remaining: 2, plan: 'Free' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('the quota, session and config answers do not re-render the layout', async () => {
  const fetchMock = stubFetch({
    'GET /api/auth/get-session': () => jsonResponse(200, { user: testMe(), session: {} }),
    'GET /api/me': () => jsonResponse(200, testMe()),
    'GET /api/quota': () => jsonResponse(200, quota),
    'GET /api/config': () => jsonResponse(200, testConfig()),
  });
  layoutRenders.count = 0;
  const Page = () => <h1>Page</h1>;
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ index: true, Component: Page }] }],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Page' });
  const asked = (path: string) => fetchMock.mock.calls.some(([url]) => url === path);
  await waitFor(() => expect(asked('/api/quota') && asked('/api/config')).toBe(true));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(queryClient.getQueryData(['quota'])).toEqual(quota);
  expect(layoutRenders.count).toBe(1);
});
