import { offlineDate, type Quota, type TitleFacts } from '@reelatlas/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { stubFetch } from '../../../test/render-route.tsx';
import { testQuota, testTitle } from '../../../test/title-fixture.ts';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { keepTitle } from '../../lib/offline-copies.ts';
import { storageKeys } from '../../lib/storage.ts';
import { UpgradeOverlayProvider } from '../upgrade/UpgradeOverlayProvider.tsx';
import { TitlePage } from './TitlePage.tsx';

vi.mock('../botcheck/get-bot-check-token.ts', () => ({
  getBotCheckToken: vi.fn(async () => 'token-1'),
}));

const title = testTitle();
const facts: TitleFacts = {
  id: 603,
  type: 'movie',
  title: 'The Matrix',
  year: 1999,
  release_year: 1999,
  rating: 8.7,
  description: 'A hacker learns what the world really is.',
  thumbnail: null,
  trailer_url: null,
  seasons: null,
  source: 'demo',
};

const germanMatrix = {
  name: 'Matrix – Die Wirklichkeit',
  overview: 'Ein Hacker erfährt, was die Welt wirklich ist.',
  original: null,
  english: 'The Matrix',
};

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderTitlePage(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/movie',
        element: (
          <UpgradeOverlayProvider>
            <TitlePage />
          </UpgradeOverlayProvider>
        ),
      },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** What the server answers a search; `quota` is the visitor's count (GET /api/quota's). */
type Answer = (quota: Quota) => Response;
/** The server's side: facts, quota, and what each search answers (free-only first, then counted). */
function serve(answers: {
  free: Answer;
  counted?: Answer;
  quota?: ReturnType<typeof testQuota>;
  live?: boolean;
}) {
  const bodies: Record<string, unknown>[] = [];
  const quota = answers.quota ?? testQuota();
  const mock = stubFetch({
    'GET /api/config': () => jsonResponse(200, testConfig({ demoCatalog: !answers.live })),
    'GET /api/auth/get-session': () => jsonResponse(200, null),
    'GET /api/quota': () => jsonResponse(200, quota),
    'GET /api/regions': () => jsonResponse(200, { regions: [], source: 'demo' }),
    'GET /api/titles/movie/603': () => jsonResponse(200, facts),
    // Asked in German, the facts bring the German name along.
    'GET /api/titles/movie/603?lang=de': () => jsonResponse(200, { ...facts, named: germanMatrix }),
    'POST /api/search': (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return body.freeOnly ? answers.free(quota) : (answers.counted?.(quota) ?? jsonResponse(500, {}));
    },
  });
  return { mock, bodies };
}

// Not free is an answer, not an error: a 4xx would be a console error on every such visit.
const notFree: Answer = (quota) => jsonResponse(200, { notFree: 'search_not_free', quota });
const limit: Answer = (quota) => jsonResponse(200, { notFree: 'limit_reached', quota });
const found = (used: number) => () =>
  jsonResponse(200, { ...title, quota: testQuota({ used, remaining: 2 - used }) });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a title page opened from a link', () => {
  it('shows the facts, asks only for a free answer, then offers one button that spends a search', async () => {
    const { bodies } = serve({ free: notFree, counted: found(1) });
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Matrix' })).toBeTruthy();
    const button = await screen.findByRole('button', {
      name: 'Show where it streams — uses 1 of your 2 searches today',
    });
    expect(bodies).toEqual([
      { query: 'The Matrix (1999)', token: 'token-1', id: 603, type: 'movie', freeOnly: true },
    ]);
    expect(screen.queryByTestId('stream-entry')).toBeNull();

    fireEvent.click(button);
    expect(await screen.findByTestId('stream-entry')).toBeTruthy();
    expect(bodies[1]).toEqual({ query: 'The Matrix (1999)', token: 'token-1', id: 603, type: 'movie' });
    expect(screen.getByTestId('search-notice').textContent).toBe('1 search left today');
  });

  it('shows the offers with no click when the server answers for free (Pro, or opened today)', async () => {
    serve({ free: found(0) });
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByTestId('stream-entry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show where it streams/ })).toBeNull();
  });

  it("shows the title's recent changes from the search answer, without asking for them again", async () => {
    const changedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const { mock } = serve({
      free: () =>
        jsonResponse(200, {
          ...title,
          quota: testQuota(),
          changes: [
            { country: 'JP', provider: 'Netflix', offerType: 'subscription', change: 'added', changedAt },
          ],
        }),
    });
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByTestId('stream-entry')).toBeTruthy();
    const changes = await screen.findByTestId('recent-changes');
    expect(changes.textContent).toContain('New on Netflix in Japan · 3 days ago');
    const asked = mock.mock.calls.map(([url]) => url);
    expect(asked.filter((url) => url.endsWith('/changes'))).toEqual([]);
  });

  it('in German, shows the German name from the first answer on, never the English one first, without asking for it', async () => {
    await activateLocale('de');
    try {
      const headings: string[] = [];
      const { mock, bodies } = serve({
        free: () => jsonResponse(200, { ...title, quota: testQuota(), named: germanMatrix }),
      });
      const seen = new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && headings.at(-1) !== text) headings.push(text);
      });
      seen.observe(document.body, { subtree: true, childList: true, characterData: true });
      renderTitlePage('/movie?id=movie:603');
      expect(await screen.findByTestId('stream-entry')).toBeTruthy();
      seen.disconnect();
      expect(headings).toEqual(['Matrix – Die Wirklichkeit']);
      expect(screen.getByText('Ein Hacker erfährt, was die Welt wirklich ist.')).toBeTruthy();
      expect(bodies[0]).toMatchObject({ id: 603, freeOnly: true, lang: 'de' });
      expect(mock.mock.calls.map(([url]) => url).filter((url) => url.includes('/names'))).toEqual([]);
    } finally {
      await activateLocale('en');
    }
  });

  it('asks for changes the search answer did not bring only for Pro or Trial, whom the server always answers', async () => {
    const pro = testQuota({ plan: 'Pro', limit: 9999, remaining: 9999 });
    const { mock } = serve({ free: () => jsonResponse(200, { ...title, quota: pro }), quota: pro });
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByTestId('stream-entry')).toBeTruthy();
    await waitFor(() =>
      expect(mock.mock.calls.map(([url]) => url)).toContain('/api/titles/movie/603/changes'),
    );
  });

  it('shows the upsell in the page at the limit, with Log in coming back to this title', async () => {
    serve({ free: limit, quota: testQuota({ used: 2, remaining: 0 }) });
    const router = renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByTestId('upsell-screen')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/movie?id=movie:603')}`);
  });

  it('says "No title to show" for an id no title has, and that the link is broken for a malformed one', async () => {
    serve({ free: notFree });
    renderTitlePage('/movie?id=movie:999');
    expect(await screen.findByRole('heading', { level: 1, name: 'No title to show' })).toBeTruthy();
    cleanup();
    renderTitlePage('/movie?id=movie:60x3');
    expect(await screen.findByRole('heading', { level: 1, name: 'This title link is broken' })).toBeTruthy();
  });

  it('with the live catalog, a title nobody searched yet is looked up by one counted search', async () => {
    const { bodies } = serve({ free: notFree, counted: found(1), live: true });
    renderTitlePage('/movie?id=movie:999');
    const button = await screen.findByRole('button', {
      name: 'Look it up — uses 1 of your 2 searches today',
    });
    expect(screen.queryByText('No title to show')).toBeNull();
    expect(bodies).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByTestId('stream-entry')).toBeTruthy();
    expect(bodies).toEqual([{ query: '999', token: 'token-1', id: 999, type: 'movie' }]);
  });

  it('counts the button by rule: "1 of your 1 search"', async () => {
    serve({ free: notFree, quota: testQuota({ used: 1, remaining: 1 }) });
    renderTitlePage('/movie?id=movie:603');
    expect(
      await screen.findByRole('button', { name: 'Show where it streams — uses 1 of your 1 search today' }),
    ).toBeTruthy();
  });
});

describe('a stored title (the last viewed one, docs/product-rules.md#title-pages)', () => {
  const storeLastViewed = () => localStorage.setItem(storageKeys.lastViewedMovie, JSON.stringify(title));
  const asked = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => String(url));

  it('never asks a visitor who is not Pro or Trial for its changes: the server would refuse a title not opened today', async () => {
    storeLastViewed();
    const { mock } = serve({ free: notFree, quota: testQuota({ plan: 'Free' }) });
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByTestId('stream-entry')).toBeTruthy();
    await waitFor(() => expect(asked(mock)).toContain('/api/quota'));
    // Long enough for a query the quota enabled to have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(mock).filter((url) => url.endsWith('/changes'))).toEqual([]);
    expect(screen.queryByTestId('recent-changes')).toBeNull();
  });

  it('asks for a Pro visitor, and shows them', async () => {
    storeLastViewed();
    const changedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const mock = stubFetch({
      'GET /api/config': () => jsonResponse(200, testConfig()),
      'GET /api/auth/get-session': () => jsonResponse(200, null),
      'GET /api/quota': () => jsonResponse(200, testQuota({ plan: 'Pro', limit: 9999, remaining: 9999 })),
      'GET /api/regions': () => jsonResponse(200, { regions: [], source: 'demo' }),
      'GET /api/titles/movie/603/changes': () =>
        jsonResponse(200, {
          changes: [
            { country: 'JP', provider: 'Netflix', offerType: 'subscription', change: 'added', changedAt },
          ],
        }),
    });
    renderTitlePage('/movie?id=movie:603');
    expect((await screen.findByTestId('recent-changes')).textContent).toContain('New on Netflix in Japan');
    expect(asked(mock).filter((url) => url === '/api/search')).toEqual([]);
  });
});

describe('a title page offline (docs/product-rules.md#offline)', () => {
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  afterEach(() => vi.restoreAllMocks());

  it('shows the answer kept when it was last shown, saying it is a copy and from when', async () => {
    const fetchedAt = Date.UTC(2026, 10, 20, 9, 30);
    keepTitle(title, title, fetchedAt);
    const { mock } = serve({ free: notFree });
    goOffline();
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Matrix' })).toBeTruthy();
    expect(screen.getAllByTestId('stream-entry').length).toBeGreaterThan(0);
    expect(screen.getByTestId('search-notice').textContent).toBe(
      `Offline — availability as of ${offlineDate(fetchedAt)}`,
    );
    // Nothing asked of the server for availability: no search, counted or not.
    expect(mock.mock.calls.some(([url]) => String(url) === '/api/search')).toBe(false);
  });

  it('says the page needs a connection when nothing was kept for that title', async () => {
    keepTitle({ type: 'movie', id: 604 }, testTitle({ id: 604, title: 'Reloaded' }), 1);
    serve({ free: notFree });
    goOffline();
    renderTitlePage('/movie?id=movie:603');
    expect(await screen.findByTestId('offline-nothing-kept')).toBeTruthy();
    expect(screen.queryByText('Reloaded')).toBeNull();
  });

  it('online, a kept copy never stands in for the server: the link asks for a free answer', async () => {
    keepTitle(title, title, 1);
    const { bodies } = serve({ free: notFree });
    renderTitlePage('/movie?id=movie:603');
    expect(
      await screen.findByRole('button', { name: 'Show where it streams — uses 1 of your 2 searches today' }),
    ).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(screen.queryByText(/^Offline/)).toBeNull();
  });
});
