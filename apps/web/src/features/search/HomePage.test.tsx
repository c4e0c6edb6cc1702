import { DEMO_CATALOG_ATTRIBUTE, messages } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { HomePage } from './HomePage.tsx';

vi.mock('../botcheck/get-bot-check-token.ts', () => ({
  getBotCheckToken: vi.fn(async () => 'token-1'),
}));

const config = testConfig();
let unverified = false;
const quota = (used: number) => ({
  used,
  limit: 2,
  remaining: 2 - used,
  resetAt: new Date(Date.now() + 3 * 3_600_000 + 5 * 60_000).toISOString(),
  plan: unverified ? 'Free' : 'anonymous',
  ...(unverified ? { emailUnverified: true } : {}),
});
const topRated = {
  results: Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    type: 'movie',
    title: `Top ${index + 1}`,
    year: 2000 + index,
    thumbnail: null,
  })),
};
const title = {
  id: 603,
  type: 'movie',
  title: 'The Matrix',
  year: 1999,
  release_year: 1999,
  rating: 8.2,
  description: 'd',
  thumbnail: null,
  trailer_url: null,
  seasons: null,
  platforms: [],
  availability: [],
  source: 'demo',
};

let searchAnswer: () => Response;
let used = 0;

beforeEach(() => {
  localStorage.clear();
  used = 0;
  unverified = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/config') return jsonResponse(200, config);
      if (url === '/api/quota') return jsonResponse(200, quota(used));
      if (url.startsWith('/api/top-rated')) return jsonResponse(200, topRated);
      if (url === '/api/search') return searchAnswer();
      return jsonResponse(404, { error: 'not_found', message: 'no' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the counter, the countdown, the demo note and 8 top-rated posters', async () => {
    renderApp(<HomePage />);
    await waitFor(() => expect(screen.getByText('used 0 of 2')).toBeTruthy());
    expect(screen.getByText(/^Resets in 3h (4|5)m$/)).toBeTruthy();
    expect(screen.getByText('Demo catalog: sample data')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Top \d$/ })).toHaveLength(8));
  });

  it('shows the demo note from the first render when the page is marked demo, before the config answers', () => {
    document.documentElement.setAttribute(DEMO_CATALOG_ATTRIBUTE, '');
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      renderApp(<HomePage />);
      expect(screen.getByText('Demo catalog: sample data')).toBeTruthy();
    } finally {
      document.documentElement.removeAttribute(DEMO_CATALOG_ATTRIBUTE);
    }
  });

  it('shows no demo note while the config is loading on a page not marked demo, nor once it says live', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/config') return jsonResponse(200, testConfig({ demoCatalog: false }));
        if (url === '/api/quota') return jsonResponse(200, quota(0));
        if (url.startsWith('/api/top-rated')) return jsonResponse(200, topRated);
        return jsonResponse(404, { error: 'not_found', message: 'no' });
      }),
    );
    renderApp(<HomePage />);
    expect(screen.queryByText(/Demo catalog/)).toBeNull();
    await waitFor(() => expect(screen.getByText('used 0 of 2')).toBeTruthy());
    expect(screen.queryByText(/Demo catalog/)).toBeNull();
  });

  it('keeps the typed query and shows the product text when the title is not found', async () => {
    searchAnswer = () => jsonResponse(404, { error: 'not_found', message: messages.movieNotFound });
    renderApp(<HomePage />);
    await waitFor(() => expect(screen.getByText('used 0 of 2')).toBeTruthy());
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Nothing Like This' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.movieNotFound));
    expect((input as HTMLInputElement).value).toBe('Nothing Like This');
  });

  it('opens the upgrade overlay on the limit answer', async () => {
    searchAnswer = () =>
      jsonResponse(429, { error: 'limit_reached', message: messages.limitReached, limitReached: true });
    renderApp(<HomePage />);
    await waitFor(() => expect(screen.getByText('used 0 of 2')).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Alien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText(messages.upgradeOverlay)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeTruthy();
  });

  it('goes to the title page after a search and stores the title', async () => {
    searchAnswer = () => {
      used = 1;
      return jsonResponse(200, { ...title, quota: quota(1) });
    };
    const { router } = renderApp(<HomePage />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Top \d$/ })).toHaveLength(8));
    fireEvent.click(screen.getByRole('button', { name: 'Top 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie'));
    expect(router.state.location.search).toBe('?id=movie:603');
    // The history entry names the title; the answer itself is not copied into history.
    expect(router.state.location.state).toEqual({ title: 'movie:603' });
    // Copied to storage once the title page has painted.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('lastViewedMovie') ?? '{}')).toMatchObject({ id: 603 }),
    );
    const body = JSON.parse(
      String(vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/search')?.[1]?.body),
    );
    expect(body).toEqual({ query: 'Top 1 (2000)', token: 'token-1', id: 1, type: 'movie', isTrending: true });
  });

  it('replaces the main area with the upsell once no searches are left', async () => {
    used = 2;
    renderApp(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('upsell-screen')).toBeTruthy());
    expect(screen.getByText('No searches left today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Pro' }).getAttribute('href')).toBe('/premium');
    expect(screen.getByText('used 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('tells an unverified account, counted as a visitor, to verify its e-mail for 3 a day', async () => {
    unverified = true;
    renderApp(<HomePage />);
    await waitFor(() =>
      expect(screen.getByTestId('search-counter').textContent).toBe(
        'used 0 of 2 · Verify your e-mail to get 3 searches a day',
      ),
    );
    cleanup();
    used = 2;
    renderApp(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('upsell-screen')).toBeTruthy());
    expect(screen.getByText(messages.unverifiedUpgradeOverlay)).toBeTruthy();
    expect(screen.queryByText(messages.upgradeOverlay)).toBeNull();
  });

  it('opens the upgrade overlay from the {showUpgrade: true} navigation state', async () => {
    renderApp(<HomePage />, { pathname: '/', state: { showUpgrade: true } });
    await waitFor(() => expect(screen.getByText(messages.upgradeOverlay)).toBeTruthy());
  });

  it('runs ?movie= on load, keeping the title in the box, with the auto-search security text', async () => {
    searchAnswer = () => jsonResponse(403, { error: 'bot_check_failed', message: messages.botCheckFailed });
    renderApp(<HomePage />, '/?movie=Alien');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(messages.autoSearchSecurityFailed),
    );
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Alien');
  });
});
