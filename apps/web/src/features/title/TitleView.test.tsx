import type { ListEntry, TitleDetails } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { sentBody, stubFetch } from '../../../test/render-route.tsx';
import { TitleView } from './TitleView.tsx';

const show: TitleDetails = {
  id: 1396,
  type: 'tv',
  title: 'Breaking Bad',
  year: 2008,
  release_year: 2008,
  rating: 8.9,
  description: 'A chemistry teacher turns to crime.',
  thumbnail: null,
  trailer_url: 'https://www.youtube.com/watch?v=HhesaQXLuRY',
  seasons: 5,
  platforms: [{ name: 'Netflix', countries: ['GB', 'US'] }],
  availability: [
    {
      country: 'US',
      provider: 'Netflix',
      offerType: 'subscription',
      link: 'https://www.themoviedb.org/tv/1396/watch?locale=US',
      price: null,
    },
    {
      country: 'GB',
      provider: 'Netflix',
      offerType: 'subscription',
      link: 'https://www.themoviedb.org/tv/1396/watch?locale=GB',
      price: null,
    },
  ],
  source: 'tmdb',
};

const me = testMe({ username: 'maria_lopez', name: 'Maria' });
const entry: ListEntry = {
  id: 1396,
  type: 'tv',
  title: 'Breaking Bad',
  year: 2008,
  thumbnail: null,
  timestamp: 1,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TitleView for a TV show', () => {
  it('shows the name, first-air year, "TV show", the number of seasons and live availability', async () => {
    stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    renderApp(<TitleView movie={show} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeTruthy();
    expect(screen.getByText('TV show')).toBeTruthy();
    expect(screen.getByText('5 seasons')).toBeTruthy();
    expect(screen.getByText('2008')).toBeTruthy();
    expect(screen.queryByText('Movie')).toBeNull();
    expect(screen.queryByText(/Demo catalog/)).toBeNull();
    // The visitor's country first (jsdom's en-US browser: the United States), then by name.
    expect(screen.getAllByTestId('country-name').map((el) => el.textContent)).toEqual([
      'United States',
      'United Kingdom',
    ]);
  });

  it('names the title and where it streams in the document head, as the server does', () => {
    stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    renderApp(<TitleView movie={show} />);
    expect(document.title).toBe('Where to stream Breaking Bad (2008) · ReelAtlas');
    const content = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (el) => el.getAttribute('content') ?? el.getAttribute('href'),
      );
    expect(content('meta[name="description"]')).toEqual([
      'Where to stream Breaking Bad (2008): Netflix in 2 countries. A chemistry teacher turns to crime.',
    ]);
    expect(content('link[rel="canonical"]')).toEqual([`${window.location.origin}/movie?id=tv:1396`]);
    const data = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(data)).toMatchObject({
      '@type': 'TVSeries',
      name: 'Breaking Bad',
      datePublished: '2008',
    });
  });

  it('says "1 season" for a single season', () => {
    stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    renderApp(<TitleView movie={{ ...show, seasons: 1 }} />);
    expect(screen.getByText('1 season')).toBeTruthy();
  });

  it('adds the show to the watchlist as a TV entry', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': () =>
        jsonResponse(200, { session: {}, user: { id: 'u1', email: me.email, emailVerified: true } }),
      'GET /api/me': () => jsonResponse(200, me),
      'GET /api/lists/watchlist': () => jsonResponse(200, { results: [], limit: 100 }),
      'GET /api/lists/watched': () => jsonResponse(200, { results: [], limit: 200 }),
      'POST /api/lists/watchlist': () => jsonResponse(200, { entry, alreadyAdded: false }),
    });
    renderApp(<TitleView movie={show} />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/lists/'))).toHaveLength(2),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /api/lists/watchlist')).toEqual({ id: 1396, type: 'tv' }),
    );
  });
});
