import type { TitleDetails } from '@reelatlas/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../start.tsx';
import { renderPage } from './render-page.tsx';

const stored: TitleDetails = {
  id: 603,
  type: 'movie',
  title: 'The Matrix',
  year: 1999,
  release_year: 1999,
  rating: 8.2,
  description: 'A hacker learns what the world really is.',
  thumbnail: null,
  trailer_url: null,
  seasons: null,
  platforms: [],
  availability: [],
  source: 'tmdb',
};

/** Puts the build's markup for `path` into #root, as the server sends it, at that URL. */
async function servePrerendered(path: string) {
  const markup = await renderPage(path);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** What React says about a hydration that did not match (logged, or reported as an error). */
function hydrationComplaints() {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('error', onError);
    return [...errors.mock.calls.map((call) => String(call[0])), ...reported.map(String)];
  };
}

beforeEach(() => {
  // The API never answers here: every query stays in the loading state the prerender shows.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('prerendered pages hydrate', () => {
  it('home: the browser adopts the painted DOM without a mismatch', async () => {
    const root = await servePrerendered('/');
    const heading = screen.getByRole('heading', { level: 1, name: 'ReelAtlas' });
    const searchBox = screen.getByRole('combobox');
    const complaints = hydrationComplaints();

    await startApp(root);
    // The theme toggle and the countdown change once hydrated: by then React owns the page.
    await waitFor(() => expect(screen.getByTestId('reset-countdown').textContent).toMatch(/Resets in/));

    expect(complaints()).toEqual([]);
    // Hydrated, not re-rendered: the very nodes that were painted are still there.
    expect(screen.getByRole('heading', { level: 1, name: 'ReelAtlas' })).toBe(heading);
    expect(screen.getByRole('combobox')).toBe(searchBox);
  });

  it('title page: the shell shows a skeleton, then the stored title', async () => {
    localStorage.setItem('lastViewedMovie', JSON.stringify(stored));
    const root = await servePrerendered('/movie?id=movie:603');
    // Built once for every title: no title in the markup, only its placeholder.
    expect(screen.getByTestId('title-skeleton')).toBeTruthy();
    expect(root.innerHTML).not.toContain('The Matrix');
    const complaints = hydrationComplaints();

    await startApp(root);
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });

    expect(complaints()).toEqual([]);
    expect(screen.queryByTestId('title-skeleton')).toBeNull();
  });

  it('a page that was not prerendered is rendered from scratch', async () => {
    window.history.replaceState(null, '', '/faq');
    document.body.innerHTML = '<div id="root"></div>';
    await startApp(document.getElementById('root') as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: /Frequently Asked Questions/ });
  });
});
