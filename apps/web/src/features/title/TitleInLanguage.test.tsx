import type { TitleDetails } from '@reelatlas/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { stubFetch } from '../../../test/render-route.tsx';
import { activateLocale, loadPageTexts } from '../../lib/i18n/catalogs.ts';
import { TitleView } from './TitleView.tsx';

const spiritedAway: TitleDetails = {
  id: 129,
  type: 'movie',
  title: 'Spirited Away',
  year: 2001,
  release_year: 2001,
  rating: 8.5,
  description: 'A young girl, Chihiro, becomes trapped in a strange new world of spirits.',
  thumbnail: null,
  trailer_url: null,
  seasons: null,
  original_title: '千と千尋の神隠し',
  platforms: [],
  availability: [],
  source: 'tmdb',
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('a title page in the visitor’s language', () => {
  it('a German visitor reads the German name and overview, with the original and English names nearby', async () => {
    await activateLocale('de');
    await loadPageTexts();
    stubFetch({
      'GET /api/auth/get-session': () => jsonResponse(200, null),
      'GET /api/titles/movie/129/names?lang=de': () =>
        jsonResponse(200, {
          name: 'Chihiros Reise ins Zauberland',
          overview: 'Die zehnjährige Chihiro gerät in eine seltsame Welt voller Geister.',
          original: '千と千尋の神隠し',
          english: 'Spirited Away',
        }),
    });
    renderApp(<TitleView movie={spiritedAway} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chihiros Reise ins Zauberland' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Die zehnjährige Chihiro gerät in eine seltsame Welt voller Geister.'),
    ).toBeTruthy();
    expect(screen.getByText('千と千尋の神隠し')).toBeTruthy();
    expect(screen.getByText('Spirited Away').closest('p')?.textContent).toBe(
      'Englischer Titel: Spirited Away',
    );
  });

  it('a Japanese visitor reads 千と千尋の神隠し once, the English title beside it; without an overview in Japanese, the English one', async () => {
    await activateLocale('ja');
    await loadPageTexts();
    stubFetch({
      'GET /api/auth/get-session': () => jsonResponse(200, null),
      'GET /api/titles/movie/129/names?lang=ja': () =>
        jsonResponse(200, {
          name: '千と千尋の神隠し',
          overview: null,
          original: '千と千尋の神隠し',
          english: 'Spirited Away',
        }),
    });
    renderApp(<TitleView movie={spiritedAway} />);
    expect(await screen.findByRole('heading', { level: 1, name: '千と千尋の神隠し' })).toBeTruthy();
    expect(screen.getAllByText('千と千尋の神隠し')).toHaveLength(1);
    expect(screen.getByText('Spirited Away').closest('p')?.textContent).toBe('英題： Spirited Away');
    expect(screen.getByText(spiritedAway.description)).toBeTruthy();
  });

  it('in English nothing more is asked, and a failing answer leaves the English title', async () => {
    const fetched = stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    renderApp(<TitleView movie={spiritedAway} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Spirited Away' })).toBeTruthy();
    expect(fetched.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/names'))).toBe(false);
    cleanup();
    await activateLocale('de');
    // The stub answers 404 for the names: the page stays in English.
    renderApp(<TitleView movie={spiritedAway} />);
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('heading', { level: 1, name: 'Spirited Away' })).toBeTruthy();
  });
});
