import { LOCALE_CODES, type TitleDetails } from '@reelatlas/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/config-fixture.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { stubFetch } from '../../test/render-route.tsx';
import { shellDifference } from '../../test/shell-match.ts';
import { testQuota, testTitle } from '../../test/title-fixture.ts';
import { routes } from '../routes.tsx';
import { readFirstViews } from './first-view-block.ts';
import { renderAllFirstViews, renderFirstViews } from './first-views.tsx';
import { paintFirstView } from './paint-first-view.ts';

const quota = testQuota();

const movie = testTitle();

// What the build puts into index.html: the app's components rendered by react-dom/server.
const views = renderFirstViews();

function shellFor(url: string, historyState: unknown = null): Element | null {
  const target = new URL(url, 'http://localhost');
  const root = document.createElement('div');
  const painted = paintFirstView(root, views, {
    location: { pathname: target.pathname, search: target.search },
    historyState,
    readStoredTitle: () => localStorage.getItem('lastViewedMovie'),
  });
  return painted ? root.firstElementChild : null;
}

/** The app at `url`, with the routes main.tsx gives the browser router. */
async function renderApp(url: string, heading: string) {
  stubFetch({
    'GET /api/auth/get-session': () => jsonResponse(200, null),
    'GET /api/quota': () => jsonResponse(200, quota),
    'GET /api/config': () => jsonResponse(200, testConfig()),
    'GET /api/top-rated?limit=8': () => jsonResponse(200, { results: [] }),
    'GET /api/regions': () => jsonResponse(200, { regions: [], source: 'demo' }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The title page's route is lazy: its first import in a test run is transformed on the spot.
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  return container;
}

function expectAppShows(shell: Element | null, app: HTMLElement) {
  if (!shell) throw new Error('no shell was painted');
  // The first view's styles are attributes as react-dom/server writes them, the app's are set as
  // properties: compare them as the browser reads them.
  for (const element of shell.querySelectorAll<HTMLElement>('[style]'))
    element.setAttribute('style', element.style.cssText);
  const differences = [...app.children].map((candidate) => shellDifference(shell, candidate));
  if (differences.includes(null)) return;
  throw new Error(`the app does not render the shell as it is:\n${differences.join('\n')}`);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the first view painted before the app loads', { timeout: 20_000 }, () => {
  it('on /, is the app frame and HomePage heading and tagline, as the app renders them', async () => {
    const shell = shellFor('/');
    expect(shell?.querySelector('h1')?.textContent).toBe('ReelAtlas');
    expectAppShows(shell, await renderApp('/', 'ReelAtlas'));
  });

  it('on the title page, is the stored title: poster card, heading, facts and description, as the app renders them', async () => {
    localStorage.setItem('lastViewedMovie', JSON.stringify(movie));
    const shell = shellFor('/movie?id=movie:603');
    expect(shell?.querySelector('h1')?.textContent).toBe('The Matrix');
    expect(shell?.querySelector('p.leading-relaxed')?.textContent).toBe(movie.description);
    expect(shell?.outerHTML).not.toContain('\uE000');
    expectAppShows(shell, await renderApp('/movie?id=movie:603', 'The Matrix'));
  });

  it('on the title page, draws a TV show with a poster image and no rating as the app does', async () => {
    const show: TitleDetails = {
      ...movie,
      id: 1396,
      type: 'tv',
      title: 'Breaking Bad',
      rating: null,
      seasons: 5,
      description: '',
      thumbnail: 'https://image.tmdb.org/t/p/w342/poster.jpg',
    };
    localStorage.setItem('lastViewedMovie', JSON.stringify(show));
    const shell = shellFor('/movie?id=tv:1396');
    expect(shell?.querySelector('img')?.getAttribute('src')).toBe(show.thumbnail);
    const facts = [...(shell?.querySelectorAll('p.text-muted > span') ?? [])].map((fact) => fact.textContent);
    expect(facts).toEqual([String(show.year), 'TV show', '5 seasons']);
    expect(shell?.outerHTML).not.toContain('\uE000');
    expectAppShows(shell, await renderApp('/movie?id=tv:1396', 'Breaking Bad'));
  });

  it('on the title page, follows the history entry: its title painted, another one left to the app', () => {
    localStorage.setItem('lastViewedMovie', JSON.stringify(movie));
    const ref = `${movie.type}:${movie.id}`;
    expect(shellFor(`/movie?id=${ref}`, { usr: { title: ref } })?.querySelector('h1')?.textContent).toBe(
      movie.title,
    );
    expect(shellFor('/movie?id=tv:1', { usr: { title: 'tv:1' } })).toBeNull();
  });

  it('is not painted where the app would show something else', () => {
    localStorage.setItem('lastViewedMovie', JSON.stringify(movie));
    expect(shellFor('/movie?id=movie:604')).toBeNull();
    expect(shellFor('/login')).toBeNull();
    localStorage.setItem('lastViewedMovie', '{not json');
    expect(shellFor('/movie')).toBeNull();
    localStorage.removeItem('lastViewedMovie');
    expect(shellFor('/movie')).toBeNull();
  });

  it('never parses stored text as HTML', () => {
    localStorage.setItem(
      'lastViewedMovie',
      JSON.stringify({ ...movie, title: '<img src=x onerror=alert(1)>' }),
    );
    const shell = shellFor('/movie');
    expect(shell?.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(shell?.querySelectorAll('img')).toHaveLength(0);
  });

  it('fills each slot once: stored text that looks like a slot stays as it is', () => {
    localStorage.setItem('lastViewedMovie', JSON.stringify({ ...movie, title: '\uE000description\uE000' }));
    const shell = shellFor('/movie');
    expect(shell?.querySelector('h1')?.textContent).toBe('\uE000description\uE000');
    expect(shell?.querySelector('p.leading-relaxed')?.textContent).toBe(movie.description);
  });

  it("is the components' markup, rendered at build time, with the header's links", () => {
    expect(views.home).toContain(
      '<h1 class="text-4xl font-extrabold tracking-tight sm:text-5xl">ReelAtlas</h1>',
    );
    expect(views.home).toContain('<main id="main" tabindex="-1"');
    expect(views.home).toContain('<nav aria-label="Main"');
    expect(views.home).toContain('href="/watchlist"');
    expect(Object.keys(views.title).sort()).toEqual([
      'card-rated-long',
      'card-rated-short',
      'card-unrated-long',
      'card-unrated-short',
      'poster-rated-long',
      'poster-rated-short',
      'poster-unrated-long',
      'poster-unrated-short',
    ]);
    expect(views.title['card-rated-long']).not.toContain('<title>');
    expect(views.title['poster-rated-short']).not.toContain('<link');
    // A long description starts folded, with the button that unfolds it; a short one has none.
    expect(views.title['card-rated-long']).toContain('Show more');
    expect(views.title['card-rated-short']).not.toContain('Show more');
  });
});

describe('the first views in each language (no flash of English)', () => {
  const all = renderAllFirstViews();

  it('renders every language, the header in its own words, its links under its prefix', () => {
    expect(Object.keys(all).sort()).toEqual([...LOCALE_CODES].sort());
    const german = new DOMParser().parseFromString(all.de.home, 'text/html');
    const links = [...german.querySelectorAll('nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Merkliste', '/de/watchlist']);
    expect(german.querySelector('nav')?.getAttribute('aria-label')).toBe('Hauptmenü');
    expect(all.ar.title['card-rated-long']).toContain('href="/ar/watchlist"');
    expect(all.ja.home).not.toContain('>Watchlist<');
    // English is as before, and rendering the others leaves English active for what follows.
    expect(all.en).toEqual(views);
  });

  it('a page paints the block of its own language only; another language, or a broken block, paints nothing', () => {
    const page = (lang: string, json: string) => {
      const doc = document.implementation.createHTMLDocument();
      doc.body.innerHTML = `<script type="application/json" id="first-views" data-lang="${lang}"></script>`;
      const block = doc.getElementById('first-views');
      if (block) block.textContent = json;
      return doc;
    };
    const german = JSON.stringify(all.de);
    expect(readFirstViews(page('de', german), '/de/')).toEqual({ views: all.de, path: '/' });
    expect(readFirstViews(page('de', german), '/de/movie')?.path).toBe('/movie');
    // The worker's offline copy is English's: on /de/ it paints nothing rather than English.
    expect(readFirstViews(page('en', JSON.stringify(all.en)), '/de/')).toBeNull();
    expect(readFirstViews(page('de', german), '/')).toBeNull();
    expect(readFirstViews(page('en', '{not json'), '/')).toBeNull();
    expect(readFirstViews(page('en', '{"home":1}'), '/')).toBeNull();
    expect(readFirstViews(document.implementation.createHTMLDocument(), '/')).toBeNull();
  });
});
