import type { AlertSettings, ListEntry } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { sentBody, stubFetch } from '../../../test/render-route.tsx';
import { testQuota } from '../../../test/title-fixture.ts';
import { ListPage } from '../lists/ListPage.tsx';
import { RecentChanges } from './RecentChanges.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));

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
  thumbnail: null,
  timestamp: 3,
};
const watchlist = { 'GET /api/lists/watchlist': () => jsonResponse(200, { results: [matrix], limit: 100 }) };
const settings = (over: Partial<AlertSettings> = {}): AlertSettings => ({
  watchlist: false,
  scope: 'home',
  emails: true,
  titles: [],
  allowed: true,
  ...over,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('watchlist alerts', () => {
  it('lets a Pro user switch "Alert me" on for one title and choose the scope', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      ...watchlist,
      'GET /api/me/alerts': () => jsonResponse(200, settings()),
      'PUT /api/me/alerts/titles': () =>
        jsonResponse(200, settings({ titles: [{ type: 'movie', id: 603 }] })),
      'PATCH /api/me/alerts': () =>
        jsonResponse(200, settings({ titles: [{ type: 'movie', id: 603 }], scope: 'anywhere' })),
    });
    renderApp(<ListPage list="watchlist" />);
    await screen.findByRole('radio', { name: 'On my services in my country' });
    const toggle = screen.getByRole('button', { name: 'Alert me: The Matrix' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    // Pressed, it says the same words its name holds; the state is aria-pressed's and a check mark.
    expect(toggle.textContent).toBe('Alert me');
    expect(within(toggle).getByTestId('alert-on-mark')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /api/me/alerts/titles')).toEqual({ type: 'movie', id: 603, alert: true });
    const home = screen.getByRole('radio', { name: 'On my services in my country' }) as HTMLInputElement;
    expect(home.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'On my services anywhere' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: 'On my services anywhere' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(sentBody(fetchMock, 'PATCH /api/me/alerts')).toEqual({ scope: 'anywhere' });
  });

  it('shows a Free user the control with an upgrade prompt, and sends nothing', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      ...watchlist,
      'GET /api/me/alerts': () => jsonResponse(200, settings({ allowed: false })),
    });
    renderApp(<ListPage list="watchlist" />);
    await screen.findByRole('link', { name: 'Upgrade to Pro' });
    const toggle = screen.getByRole('button', { name: 'Alert me: The Matrix' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'Upgrade to Pro' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT' || init?.method === 'PATCH')).toBe(
      false,
    );
  });
});

// Pro: the page asks the server for a title's changes (RecentChanges).
const proQuota = {
  'GET /api/quota': () => jsonResponse(200, testQuota({ plan: 'Pro', limit: 9999, remaining: 9999 })),
};

describe('recent changes', () => {
  it('says what arrived and what left, with how long ago', async () => {
    const day = 86_400_000;
    stubFetch({
      ...proQuota,
      'GET /api/titles/movie/603/changes': () =>
        jsonResponse(200, {
          changes: [
            {
              country: 'JP',
              provider: 'Netflix',
              offerType: 'subscription',
              change: 'added',
              changedAt: new Date(Date.now() - 3 * day).toISOString(),
            },
            {
              country: 'SE',
              provider: 'Max',
              offerType: 'subscription',
              change: 'removed',
              changedAt: new Date(Date.now() - 4 * day).toISOString(),
            },
          ],
        }),
    });
    renderApp(<RecentChanges movie={{ type: 'movie', id: 603 }} />);
    expect(await screen.findByRole('heading', { name: 'Recent changes' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['New on Netflix in Japan · 3 days ago', 'Leaving Max in Sweden · 4 days ago']);
  });

  it('shows nothing when there are no changes', async () => {
    const fetchMock = stubFetch({
      ...proQuota,
      'GET /api/titles/movie/603/changes': () => jsonResponse(200, { changes: [] }),
    });
    renderApp(<RecentChanges movie={{ type: 'movie', id: 603 }} />);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/titles/movie/603/changes', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Recent changes' })).toBeNull();
  });

  it('never asks for a visitor who is not Pro or Trial: the server would refuse a title not opened today', async () => {
    const fetchMock = stubFetch({
      'GET /api/quota': () => jsonResponse(200, testQuota({ plan: 'Free' })),
      'GET /api/titles/movie/603/changes': () => jsonResponse(403, { error: 'forbidden', message: 'x' }),
    });
    renderApp(<RecentChanges movie={{ type: 'movie', id: 603 }} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/quota', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/titles/movie/603/changes');
    expect(screen.queryByRole('heading', { name: 'Recent changes' })).toBeNull();
  });
});
