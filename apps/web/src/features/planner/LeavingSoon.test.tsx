import type { PlannerResponse } from '@reelatlas/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../../test/render-route.tsx';
import { WatchlistPlanner } from './WatchlistPlanner.tsx';

const me = testMe({ country: 'DE' });
const signedIn = {
  'GET /api/auth/get-session': () =>
    jsonResponse(200, { session: {}, user: { id: me.id, email: me.email, emailVerified: true } }),
  'GET /api/me': () => jsonResponse(200, me),
  'GET /api/me/services': () => jsonResponse(200, { services: ['Netflix'], country: 'DE' }),
};

const full: PlannerResponse = {
  access: 'full',
  total: 2,
  services: ['Netflix'],
  home: 'DE',
  countries: [{ country: 'DE', mine: 1, any: 1 }],
  refreshing: [],
};

const show = () => renderRoute(<WatchlistPlanner userId={me.id} listSize={2} />, '/watchlist');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Leaving soon on your services" in the planner', () => {
  it('lists each offer with its title’s link, service, country and last day', async () => {
    const leavingSoon = [
      {
        id: 603,
        type: 'movie' as const,
        title: 'The Matrix',
        country: 'FR',
        service: 'Netflix',
        offerType: 'subscription' as const,
        leavesOn: '2026-12-12',
      },
      {
        id: 1396,
        type: 'tv' as const,
        title: '<b>Breaking Bad</b>',
        country: 'DE',
        service: 'Netflix',
        offerType: 'subscription' as const,
        leavesOn: '2027-01-03',
      },
    ];
    stubFetch({ ...signedIn, 'GET /api/me/planner': () => jsonResponse(200, { ...full, leavingSoon }) });
    show();
    const section = await screen.findByTestId('planner-leaving');
    expect(within(section).getByRole('heading', { name: 'Leaving soon on your services' })).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The Matrix leaves Netflix in France on December 12',
      '<b>Breaking Bad</b> leaves Netflix in Germany on January 3',
    ]);
    expect(within(section).getByRole('link', { name: 'The Matrix' }).getAttribute('href')).toBe(
      '/movie?id=movie:603',
    );
  });

  it('credits the Streaming Availability API for live leaving dates, not for the demo catalog’s', async () => {
    const leavingSoon = [
      {
        id: 603,
        type: 'movie' as const,
        title: 'The Matrix',
        country: 'FR',
        service: 'Netflix',
        offerType: 'subscription' as const,
        leavesOn: '2026-12-12',
      },
    ];
    const config = (demoCatalog: boolean) => () => jsonResponse(200, testConfig({ demoCatalog }));
    stubFetch({
      ...signedIn,
      'GET /api/config': config(false),
      'GET /api/me/planner': () => jsonResponse(200, { ...full, leavingSoon }),
    });
    show();
    const section = await screen.findByTestId('planner-leaving');
    expect(await within(section).findByTestId('offer-facts-credit')).toBeTruthy();
    cleanup();
    stubFetch({
      ...signedIn,
      'GET /api/config': config(true),
      'GET /api/me/planner': () => jsonResponse(200, { ...full, leavingSoon }),
    });
    show();
    await screen.findByTestId('planner-leaving');
    await waitFor(() => expect(screen.queryByTestId('offer-facts-credit')).toBeNull());
  });

  it('is not shown when nothing leaves', async () => {
    stubFetch({ ...signedIn, 'GET /api/me/planner': () => jsonResponse(200, full) });
    show();
    await screen.findByTestId('planner-ranking');
    expect(screen.queryByTestId('planner-leaving')).toBeNull();
  });
});
