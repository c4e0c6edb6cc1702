import type { Me } from '@reelatlas/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ProfilePage } from '../src/features/profile/ProfilePage.tsx';
import { testMe } from './me-fixture.ts';
import { jsonResponse } from './render-app.tsx';
import { stubFetch } from './render-route.tsx';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** The profile screen at `entry` (/profile or /profile/{name}); any other path shows where we landed. */
export function renderProfile(entry = '/profile') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/profile/:username', element: <ProfilePage /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      {/* As react-router/dom's provider (main.tsx) does, so `flushSync` navigations work here too. */}
      <RouterProvider
        router={router}
        flushSync={(fn) => {
          flushSync(fn);
        }}
      />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export function fakeMe(overrides: Partial<Me> = {}): Me {
  return testMe({
    createdAt: new Date(2025, 0, 5, 9, 7).toISOString(),
    lastLogin: new Date(2026, 2, 14, 18, 30).toISOString(),
    ...overrides,
  });
}

type Handlers = Parameters<typeof stubFetch>[0];

/**
 * A signed-in session of `me` (or signed out with `null`), PATCH /api/me applying the change,
 * plus any handlers that replace these.
 */
export function profileServer(me: Me | null, handlers: Handlers = {}) {
  let record = me;
  return stubFetch({
    'GET /api/auth/get-session': () =>
      jsonResponse(
        200,
        record
          ? {
              session: { id: 's' },
              user: { id: record.id, email: record.email, emailVerified: record.emailVerified },
            }
          : null,
      ),
    'GET /api/me': () =>
      record
        ? jsonResponse(200, record)
        : jsonResponse(401, { error: 'unauthorized', message: 'Please log in.' }),
    'PATCH /api/me': (init) => {
      if (!record) return jsonResponse(401, { error: 'unauthorized', message: 'Please log in.' });
      record = { ...record, ...(JSON.parse(String(init?.body)) as Partial<Me>) };
      return jsonResponse(200, record);
    },
    ...handlers,
  });
}
