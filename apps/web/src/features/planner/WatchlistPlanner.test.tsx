import type { PlannerCountryResponse, PlannerResponse } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../../test/render-route.tsx';
import { WatchlistPlanner } from './WatchlistPlanner.tsx';

const me = testMe({ country: 'DE' });
const signedIn = (services: string[] = ['Netflix']) => ({
  'GET /api/auth/get-session': () =>
    jsonResponse(200, { session: {}, user: { id: me.id, email: me.email, emailVerified: true } }),
  'GET /api/me': () => jsonResponse(200, me),
  'GET /api/me/services': () => jsonResponse(200, { services, country: 'DE' }),
});

const full: PlannerResponse = {
  access: 'full',
  total: 20,
  services: ['Netflix'],
  home: 'DE',
  countries: [
    { country: 'DE', mine: 3, any: 9 },
    { country: 'JP', mine: 14, any: 18 },
    { country: 'GB', mine: 12, any: 19 },
    { country: 'FR', mine: 0, any: 2 },
  ],
  refreshing: [{ id: 7, type: 'movie', title: 'Heat' }],
};

const japan: PlannerCountryResponse = {
  country: 'JP',
  titles: [
    {
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      thumbnail: null,
      stale: false,
      mine: [{ service: 'Netflix', offerType: 'subscription' }],
      others: [{ service: 'Tubi', offerType: 'ads' }],
    },
    {
      id: 7,
      type: 'movie',
      title: 'Heat',
      year: 1995,
      thumbnail: null,
      stale: true,
      mine: [],
      others: [{ service: 'Max', offerType: 'subscription' }],
    },
  ],
};

const show = (listSize = 20) =>
  renderRoute(<WatchlistPlanner userId={me.id} listSize={listSize} />, '/watchlist');
const ranking = async () => within(await screen.findByTestId('planner-ranking'));
/** What each country's button says (its flag is a decorative image). */
const lines = (list: ReturnType<typeof within>) =>
  list.getAllByRole('button').map((button: HTMLElement) => button.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WatchlistPlanner for Pro and Trial', () => {
  it('ranks the countries, home pinned on top, with both counts', async () => {
    stubFetch({ ...signedIn(), 'GET /api/me/planner': () => jsonResponse(200, full) });
    show();
    const list = await ranking();
    expect(lines(list)).toEqual([
      'Germany — 3 of 20 on your services, 9 on anyHome',
      'Japan — 14 of 20 on your services, 18 on any',
      'United Kingdom — 12 of 20 on your services, 19 on any',
      'France — 0 of 20 on your services, 2 on any',
    ]);
    expect(screen.getByTestId('planner-refreshing').textContent).toContain('Heat');
    expect(screen.getByTestId('planner-map')).toBeTruthy();
    // Flags are images, never emoji (drawn as boxes without an emoji font).
    expect(list.getAllByRole('button')[1]?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('has three legend classes, the countries of each counted', async () => {
    stubFetch({ ...signedIn(), 'GET /api/me/planner': () => jsonResponse(200, full) });
    show();
    const legend = await screen.findByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['On your services (3 countries)', 'Only on other services (1 country)', 'None of your list']);
  });

  it('filters the countries by name, keeping home pinned', async () => {
    stubFetch({ ...signedIn(), 'GET /api/me/planner': () => jsonResponse(200, full) });
    show();
    await ranking();
    fireEvent.change(screen.getByLabelText('Filter countries'), { target: { value: 'jap' } });
    expect(lines(await ranking())).toEqual([
      'Germany — 3 of 20 on your services, 9 on anyHome',
      'Japan — 14 of 20 on your services, 18 on any',
    ]);
    fireEvent.change(screen.getByLabelText('Filter countries'), { target: { value: 'peru' } });
    expect(screen.getByText('No other country of your list matches “peru”.')).toBeTruthy();
  });

  it('shows a selected country’s titles and services', async () => {
    const fetchMock = stubFetch({
      ...signedIn(),
      'GET /api/me/planner': () => jsonResponse(200, full),
      'GET /api/me/planner/JP': () => jsonResponse(200, japan),
    });
    show();
    fireEvent.click((await ranking()).getByRole('button', { name: /^Japan/ }));
    const detail = within(await screen.findByTestId('planner-country'));
    expect(detail.getByRole('heading', { name: 'In Japan' })).toBeTruthy();
    const titles = await detail.findAllByTestId('planner-title');
    expect(titles.map((item) => item.textContent)).toEqual([
      'The Matrix (1999)On your services: NetflixAlso on: Tubi (free with ads)',
      'Heat (1995)Being refreshedOn: Max',
    ]);
    expect(detail.getByText('18 more of your list do not stream in Japan.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/me/planner/JP', expect.anything());
    // Each title opens its own page.
    expect(detail.getByRole('link', { name: 'The Matrix (1999)' }).getAttribute('href')).toBe(
      '/movie?id=movie:603',
    );
  });

  it('scrolls a chosen country’s titles into view when they start below the screen', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 2000,
      bottom: 2100,
    } as DOMRect);
    stubFetch({
      ...signedIn(),
      'GET /api/me/planner': () => jsonResponse(200, full),
      'GET /api/me/planner/JP': () => jsonResponse(200, japan),
    });
    show();
    fireEvent.click((await ranking()).getByRole('button', { name: /^Japan/ }));
    await screen.findByTestId('planner-country');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' })));
    // @ts-expect-error jsdom has no scrollIntoView: put back as it was.
    delete Element.prototype.scrollIntoView;
  });

  it('without services: counts on any service and asks for the services', async () => {
    stubFetch({
      ...signedIn([]),
      'GET /api/me/planner': () => jsonResponse(200, { ...full, services: [] }),
    });
    show();
    expect(lines(await ranking())[1]).toBe('Japan — 18 of 20 on any service');
    expect(
      within(screen.getByTestId('planner-no-services')).getByRole('button', { name: 'Pick my services' }),
    ).toBeTruthy();
  });
});

describe('WatchlistPlanner for Free', () => {
  it('shows how many titles stream somewhere, and an upgrade button, nothing more', async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/me/planner': () =>
        jsonResponse(200, { access: 'preview', total: 20, hasServices: true, streaming: 14 }),
    });
    show();
    expect((await screen.findByTestId('planner-streaming')).textContent).toBe(
      '14 of 20 titles on your list stream somewhere in the world.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByTestId('planner-ranking')).toBeNull();
    expect(screen.queryByTestId('planner-map')).toBeNull();
  });

  it('without services: asks for them without promising Free where the list streams on them', async () => {
    stubFetch({
      ...signedIn([]),
      'GET /api/me/planner': () =>
        jsonResponse(200, { access: 'preview', total: 3, hasServices: false, streaming: 2 }),
    });
    show(3);
    const ask = await screen.findByTestId('planner-no-services');
    expect(ask.textContent).toContain('Pro ranks countries by them');
    expect(ask.textContent).not.toContain('see where your list streams');
  });

  it('says so when nothing on the list streams anywhere', async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/me/planner': () =>
        jsonResponse(200, { access: 'preview', total: 2, hasServices: true, streaming: 0 }),
    });
    show(2);
    expect((await screen.findByTestId('planner-streaming')).textContent).toBe(
      'None of your list streams anywhere right now.',
    );
  });
});

describe('WatchlistPlanner states', () => {
  it('asks nothing of the server for an empty watchlist', async () => {
    const fetchMock = stubFetch(signedIn());
    show(0);
    expect(screen.getByTestId('planner-empty').textContent).toContain('Add titles to your watchlist');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me/planner', expect.anything());
  });

  it('shows loading, then a failure with Retry', async () => {
    let fail = true;
    stubFetch({
      ...signedIn(),
      'GET /api/me/planner': () =>
        fail ? jsonResponse(500, { error: 'internal', message: 'x' }) : jsonResponse(200, full),
    });
    show();
    expect(screen.getByTestId('planner').getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Where to watch your list could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await ranking()).toBeTruthy();
  });
});
