import { type ListEntry, listMessages, messages } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { sentBody, stubFetch } from '../../../test/render-route.tsx';
import { addFailed } from '../lists/list-errors.ts';
import { TitleActions } from './TitleActions.tsx';

const movie = { id: 603, type: 'movie', title: 'The Matrix', trailer_url: null } as const;

const me = testMe({ username: 'maria_lopez', name: 'Maria' });

const entry = (id: number, timestamp = 1): ListEntry => ({
  id,
  type: 'movie',
  title: id === 603 ? 'The Matrix' : `Title ${id}`,
  year: 1999,
  thumbnail: null,
  timestamp,
});

const signedIn = {
  'GET /api/auth/get-session': () =>
    jsonResponse(200, { session: {}, user: { id: 'u1', email: me.email, emailVerified: true } }),
  'GET /api/me': () => jsonResponse(200, me),
};
const signedOut = { 'GET /api/auth/get-session': () => jsonResponse(200, null) };
const lists = (watchlist: ListEntry[] = [], watched: ListEntry[] = []) => ({
  'GET /api/lists/watchlist': () => jsonResponse(200, { results: watchlist, limit: 100 }),
  'GET /api/lists/watched': () => jsonResponse(200, { results: watched, limit: 200 }),
});

const watchlistButton = () => screen.getByRole('button', { name: /Watchlist/ });
const watchedButton = () => screen.getByRole('button', { name: /Watched/ });

/** Waits until the session and the lists have been read, so membership is known. */
async function renderSignedIn(fetchMock: ReturnType<typeof stubFetch>) {
  renderApp(<TitleActions movie={movie} />);
  await waitFor(() =>
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/lists/'))).toHaveLength(2),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A button's text without its parts hidden from assistive technology (the phone's short words). */
function textBesidesHidden(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('TitleActions', () => {
  it("answers 'Please log in.' with a way to /login for a signed-out visitor, and reads no list", async () => {
    const fetchMock = stubFetch({
      ...signedOut,
      'POST /api/lists/watchlist': () =>
        jsonResponse(401, { error: 'unauthorized', message: messages.pleaseLogIn }),
    });
    const { router } = renderApp(<TitleActions movie={movie} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/get-session', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.pleaseLogIn)).toBeTruthy();
    // Nothing lost: the button is there to press again.
    expect((screen.getByRole('button', { name: 'Add to Watchlist' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/lists/watchlist' && !init?.method)).toBe(
      false,
    );
    fireEvent.click(within(alert).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("adds to the watchlist with a loading state, then shows 'In Watchlist' disabled", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch({
      ...signedIn,
      ...lists(),
      'POST /api/lists/watchlist': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await renderSignedIn(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, 'POST /api/lists/watchlist')).toEqual({ id: 603, type: 'movie' });

    answer(jsonResponse(200, { entry: entry(603, 5), alreadyAdded: false }));
    const done = await screen.findByRole('button', { name: listMessages.inWatchlist });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Added to your watchlist.');
    // The other list is untouched.
    expect((screen.getByRole('button', { name: 'Mark as Watched' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("marks as watched, and a duplicate ('already added') reads the same", async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      ...lists(),
      'POST /api/lists/watched': () => jsonResponse(200, { entry: entry(603), alreadyAdded: true }),
    });
    await renderSignedIn(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Watched' }));
    const done = await screen.findByRole('button', { name: listMessages.inWatched });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, 'POST /api/lists/watched')).toEqual({ id: 603, type: 'movie' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows both buttons as done when the signed-in user already has the title in both lists', async () => {
    stubFetch({ ...signedIn, ...lists([entry(1, 9), entry(603, 2)], [entry(603, 3)]) });
    renderApp(<TitleActions movie={movie} />);
    const inWatchlist = await screen.findByRole('button', { name: listMessages.inWatchlist });
    const inWatched = await screen.findByRole('button', { name: listMessages.inWatched });
    expect((inWatchlist as HTMLButtonElement).disabled).toBe(true);
    expect((inWatched as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not count another type with the same id as the same title', async () => {
    const fetchMock = stubFetch({ ...signedIn, ...lists([{ ...entry(603), type: 'tv' }]) });
    await renderSignedIn(fetchMock);
    expect(textBesidesHidden(watchlistButton())).toBe('Add to Watchlist');
  });

  it.each([
    {
      name: 'the watchlist verify text',
      key: 'POST /api/lists/watchlist',
      button: 'Add to Watchlist',
      status: 403,
      body: { error: 'email_not_verified', message: listMessages.notVerified.watchlist },
      text: listMessages.notVerified.watchlist,
    },
    {
      name: 'the watched-list verify text',
      key: 'POST /api/lists/watched',
      button: 'Mark as Watched',
      status: 403,
      body: { error: 'email_not_verified', message: listMessages.notVerified.watched },
      text: listMessages.notVerified.watched,
    },
    {
      name: 'the invalid-id text from the field error',
      key: 'POST /api/lists/watchlist',
      button: 'Add to Watchlist',
      status: 400,
      body: {
        error: 'validation_failed',
        message: `id: ${listMessages.invalidId}`,
        fields: { id: listMessages.invalidId },
      },
      text: listMessages.invalidId,
    },
    {
      name: 'the full watchlist text',
      key: 'POST /api/lists/watchlist',
      button: 'Add to Watchlist',
      status: 409,
      body: { error: 'list_full', message: listMessages.full.watchlist },
      text: listMessages.full.watchlist,
    },
    {
      name: 'the full watched-list text',
      key: 'POST /api/lists/watched',
      button: 'Mark as Watched',
      status: 409,
      body: { error: 'list_full', message: listMessages.full.watched },
      text: listMessages.full.watched,
    },
    {
      name: 'the not-found text',
      key: 'POST /api/lists/watched',
      button: 'Mark as Watched',
      status: 404,
      body: { error: 'not_found', message: messages.movieNotFound },
      text: messages.movieNotFound,
    },
    {
      name: 'a generic text for an answer that is not ours',
      key: 'POST /api/lists/watched',
      button: 'Mark as Watched',
      status: 502,
      body: '<html>bad gateway</html>',
      text: messages.internal,
    },
  ])('shows $name and keeps the button usable', async ({ key, button, status, body, text }) => {
    const fetchMock = stubFetch({ ...signedIn, ...lists(), [key]: () => jsonResponse(status, body) });
    await renderSignedIn(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: button }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    const again = screen.getByRole('button', { name: button }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(within(alert).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('offers the way to resend the verification mail with the verify text', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      ...lists(),
      'POST /api/lists/watchlist': () =>
        jsonResponse(403, { error: 'email_not_verified', message: listMessages.notVerified.watchlist }),
    });
    await renderSignedIn(fetchMock);
    fireEvent.click(watchlistButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Resend verification email' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('shows its own text when the request never reached the server, and clears it on the next try', async () => {
    let fail = true;
    const fetchMock = stubFetch({
      ...signedIn,
      ...lists(),
      'POST /api/lists/watchlist': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { entry: entry(603), alreadyAdded: false });
      },
    });
    await renderSignedIn(fetchMock);
    fireEvent.click(watchlistButton());
    expect((await screen.findByRole('alert')).textContent).toContain(addFailed.watchlist);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    await screen.findByRole('button', { name: listMessages.inWatchlist });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(textBesidesHidden(watchedButton())).toBe('Mark as Watched');
  });
});
