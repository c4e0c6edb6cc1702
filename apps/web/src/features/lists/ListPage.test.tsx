import { type ListEntry, listMessages, messages } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { sentBody, stubFetch } from '../../../test/render-route.tsx';
import { notify } from '../../lib/notify.ts';
import { ListPage } from './ListPage.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));
vi.mock('../botcheck/get-bot-check-token.ts', () => ({ getBotCheckToken: vi.fn(async () => 'token-1') }));

const me = testMe({ username: 'maria_lopez', name: 'Maria' });
const signedIn = {
  'GET /api/auth/get-session': () =>
    jsonResponse(200, { session: {}, user: { id: 'u1', email: me.email, emailVerified: true } }),
  'GET /api/me': () => jsonResponse(200, me),
};

const matrix: ListEntry = {
  id: 603,
  type: 'movie',
  title: 'The Matrix',
  year: 1999,
  thumbnail: 'https://image.tmdb.org/t/p/w342/m.jpg',
  timestamp: 30,
};
const alien: ListEntry = {
  id: 348,
  type: 'movie',
  title: 'Alien',
  year: 1979,
  thumbnail: null,
  timestamp: 20,
};
const fargo: ListEntry = {
  id: 60622,
  type: 'tv',
  title: 'Fargo',
  year: 2014,
  thumbnail: null,
  timestamp: 10,
};

/** A little server: the list as stored, answered newest first. */
function serveList(list: 'watchlist' | 'watched', stored: ListEntry[], limit = 100) {
  return { [`GET /api/lists/${list}`]: () => jsonResponse(200, { results: [...stored], limit }) };
}

const posterTitles = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListPage', () => {
  it('prompts a signed-out visitor to log in', async () => {
    stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    renderApp(<ListPage list="watchlist" />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeTruthy();
    expect(screen.getByText('Log in to see your watchlist.')).toBeTruthy();
  });

  it("shows a loading skeleton, then 'Nothing added yet!' and '0 of 100' for an empty list", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch({
      ...signedIn,
      'GET /api/lists/watchlist': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(<ListPage list="watchlist" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/lists/watchlist', expect.anything()));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeTruthy();
    answer(jsonResponse(200, { results: [], limit: 100 }));
    expect(await screen.findByText(messages.nothingAdded)).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('0 of 100');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the entries as posters, with the title as alt text and a placeholder without a thumbnail', async () => {
    stubFetch({ ...signedIn, ...serveList('watched', [matrix, alien, fargo], 200) });
    renderApp(<ListPage list="watched" />);
    expect(await screen.findByRole('img', { name: 'The Matrix' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Watched' })).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('3 of 200');
    expect(screen.getByRole('img', { name: 'The Matrix' }).tagName).toBe('IMG');
    expect(screen.getByRole('img', { name: 'Alien' }).tagName).toBe('DIV');
    expect(posterTitles()).toEqual(['Remove The Matrix', 'Remove Alien', 'Remove Fargo']);
  });

  it('removes an entry at once, before the server answers', async () => {
    const stored = [matrix, alien, fargo];
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch({
      ...signedIn,
      ...serveList('watchlist', stored),
      'DELETE /api/lists/watchlist/movie/348': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(<ListPage list="watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Alien' }));
    await waitFor(() => expect(posterTitles()).toEqual(['Remove The Matrix', 'Remove Fargo']));
    expect(screen.getByTestId('list-count').textContent).toBe('2 of 100');
    // The keyboard stays in the grid, on the next remove button.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Fargo');

    stored.splice(1, 1);
    answer(jsonResponse(200, { removed: true }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Removed Alien from your watchlist.'),
    );
    expect(posterTitles()).toEqual(['Remove The Matrix', 'Remove Fargo']);
    expect(fetchMock).toHaveBeenCalledWith('/api/lists/watchlist/movie/348', expect.anything());
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("ends with 'Nothing added yet!' after the last one is removed", async () => {
    const stored = [fargo];
    stubFetch({
      ...signedIn,
      ...serveList('watchlist', stored),
      'DELETE /api/lists/watchlist/tv/60622': () => {
        stored.length = 0;
        return jsonResponse(200, { removed: true });
      },
    });
    renderApp(<ListPage list="watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Fargo' }));
    expect(await screen.findByText(messages.nothingAdded)).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('0 of 100');
    expect(document.activeElement).toBe(screen.getByTestId('list-count'));
  });

  it('puts a title back in its place, with the product toast, when the removal fails', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({
      ...signedIn,
      ...serveList('watched', [matrix, alien, fargo], 200),
      'DELETE /api/lists/watched/movie/348': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(<ListPage list="watched" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Alien' }));
    await waitFor(() => expect(posterTitles()).toEqual(['Remove The Matrix', 'Remove Fargo']));

    answer(jsonResponse(500, { error: 'internal', message: messages.internal }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(listMessages.removeFailed.watched));
    await waitFor(() =>
      expect(posterTitles()).toEqual(['Remove The Matrix', 'Remove Alien', 'Remove Fargo']),
    );
    expect(screen.getByTestId('list-count').textContent).toBe('3 of 200');
  });

  it('uses the watchlist toast text when a watchlist removal cannot reach the server', async () => {
    stubFetch({
      ...signedIn,
      ...serveList('watchlist', [matrix]),
      'DELETE /api/lists/watchlist/movie/603': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp(<ListPage list="watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove The Matrix' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(listMessages.removeFailed.watchlist));
    expect(await screen.findByRole('button', { name: 'Remove The Matrix' })).toBeTruthy();
  });

  it('keeps a quick second removal when the first one fails', async () => {
    const stored = [matrix, alien, fargo];
    let failFirst: (response: Response) => void = () => {};
    stubFetch({
      ...signedIn,
      ...serveList('watchlist', stored),
      'DELETE /api/lists/watchlist/movie/603': () =>
        new Promise<Response>((resolve) => {
          failFirst = resolve;
        }),
      'DELETE /api/lists/watchlist/tv/60622': () => {
        stored.splice(2, 1);
        return jsonResponse(200, { removed: true });
      },
    });
    renderApp(<ListPage list="watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove The Matrix' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Fargo' }));
    await waitFor(() => expect(posterTitles()).toEqual(['Remove Alien']));
    failFirst(jsonResponse(500, { error: 'internal', message: messages.internal }));
    await waitFor(() => expect(posterTitles()).toEqual(['Remove The Matrix', 'Remove Alien']));
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      ...signedIn,
      'GET /api/lists/watchlist': () =>
        fail
          ? jsonResponse(500, { error: 'internal', message: messages.internal })
          : jsonResponse(200, { results: [alien], limit: 100 }),
    });
    renderApp(<ListPage list="watchlist" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your watchlist could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Remove Alien' })).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('1 of 100');
  });

  it('opens a title by running a search for it, as the top-rated grid does', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      ...serveList('watchlist', [alien]),
      'GET /api/config': () => jsonResponse(200, testConfig()),
      'POST /api/search': () =>
        jsonResponse(200, {
          ...alien,
          release_year: 1979,
          rating: 8,
          description: 'd',
          trailer_url: null,
          seasons: null,
          platforms: [],
          availability: [],
          source: 'demo',
          quota: { used: 1, limit: 3, remaining: 2, resetAt: '2030-01-01T00:00:00.000Z', plan: 'Free' },
        }),
    });
    const { router } = renderApp(<ListPage list="watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie'));
    expect(router.state.location.search).toBe('?id=movie:348');
    expect(sentBody(fetchMock, 'POST /api/search')).toEqual({
      query: 'Alien (1979)',
      token: 'token-1',
      id: 348,
      type: 'movie',
    });
  });
});

describe('a list offline (docs/product-rules.md#offline)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('online, keeps the list as loaded; offline, shows that copy with its date and no way to change it', async () => {
    stubFetch({
      ...signedIn,
      ...serveList('watchlist', [matrix, alien]),
      'GET /api/config': () => jsonResponse(200, testConfig()),
    });
    renderApp(<ListPage list="watchlist" />);
    expect(await screen.findByRole('button', { name: 'Remove The Matrix' })).toBeTruthy();
    cleanup();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offlineFetch = stubFetch({});
    renderApp(<ListPage list="watchlist" />);
    expect((await screen.findByTestId('offline-notice')).textContent).toMatch(
      /^Offline — availability as of /,
    );
    expect(screen.getByTestId('list-count').textContent).toBe('2 of 100');
    expect(screen.getByRole('img', { name: 'The Matrix' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    expect(offlineFetch.mock.calls.filter(([url]) => String(url).startsWith('/api/lists/'))).toHaveLength(0);
  });

  it('offline with nothing kept (never loaded, or signed out since), shows no list at all', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({});
    renderApp(<ListPage list="watched" />);
    expect(await screen.findByTestId('offline-nothing-kept')).toBeTruthy();
    expect(screen.queryByTestId('list-count')).toBeNull();
  });

  it("online, keeps the planner's answer; offline, the watchlist shows it with its date, and asks the server nothing", async () => {
    stubFetch({
      ...signedIn,
      ...serveList('watchlist', [matrix, alien]),
      'GET /api/config': () => jsonResponse(200, testConfig()),
      'GET /api/me/services': () => jsonResponse(200, { services: [], country: 'DE' }),
      'GET /api/me/planner': () =>
        jsonResponse(200, {
          access: 'full',
          total: 2,
          services: [],
          home: 'DE',
          countries: [
            { country: 'DE', mine: 0, any: 1 },
            { country: 'JP', mine: 0, any: 2 },
          ],
          refreshing: [],
        }),
    });
    renderApp(<ListPage list="watchlist" />);
    expect(await screen.findByTestId('planner-ranking')).toBeTruthy();
    cleanup();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offlineFetch = stubFetch({});
    renderApp(<ListPage list="watchlist" />);
    const planner = await screen.findByTestId('planner');
    expect(within(planner).getByTestId('planner-offline-notice').textContent).toMatch(
      /^Offline — availability as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    expect(within(planner).getByTestId('planner-ranking').textContent).toContain('Japan');
    expect(offlineFetch.mock.calls.filter(([url]) => String(url).startsWith('/api/me/'))).toHaveLength(0);
  });

  it('offline, a planner copy edited into nonsense shows no planner, and the list still shows', async () => {
    localStorage.setItem('offline:owner', JSON.stringify('u1'));
    localStorage.setItem(
      'offline:list:watchlist',
      JSON.stringify({ value: { results: [matrix], limit: 100 }, fetchedAt: 1 }),
    );
    localStorage.setItem(
      'offline:planner',
      JSON.stringify({ value: { access: 'full', countries: '<img src=x onerror=alert(1)>' }, fetchedAt: 1 }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({});
    renderApp(<ListPage list="watchlist" />);
    expect(await screen.findByTestId('offline-notice')).toBeTruthy();
    expect(screen.queryByTestId('planner')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
