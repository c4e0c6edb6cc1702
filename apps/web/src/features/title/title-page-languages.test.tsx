import type { Locale, TitleDetails } from '@reelatlas/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { stubFetch } from '../../../test/render-route.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { TitleView } from './TitleView.tsx';

const show: TitleDetails = {
  id: 1396,
  type: 'tv',
  title: 'Breaking Bad',
  original_title: 'Breaking Bad: Edición original',
  year: 2008,
  release_year: 2008,
  rating: 8.9,
  description: 'A chemistry teacher turns to crime.',
  thumbnail: null,
  trailer_url: null,
  seasons: 5,
  platforms: [],
  availability: ['US', 'GB'].map((country) => ({
    country,
    provider: 'Netflix',
    offerType: 'subscription' as const,
    link: `https://www.themoviedb.org/tv/1396/watch?locale=${country}`,
    price: null,
    audio: ['en', 'de'],
    expiresOn: undefined,
  })),
  source: 'tmdb',
};

async function renderIn(locale: Locale, movie: TitleDetails = show) {
  await activateLocale(locale);
  stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
  renderApp(<TitleView movie={movie} />);
}

const summary = () => screen.getByTestId('stream-summary').textContent;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the title page in other languages', () => {
  it('speaks German: facts, counts, buttons, filters, country and language names, the rating', async () => {
    await renderIn('de');
    expect(screen.getByText('Serie')).toBeTruthy();
    expect(screen.getByText('5 Staffeln')).toBeTruthy();
    expect(screen.getByText('8,9')).toBeTruthy();
    expect(screen.getByTestId('original-title').textContent).toBe(
      'Originaltitel: Breaking Bad: Edición original',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wo streamen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Beliebte Plattformen' })).toBeTruthy();
    expect(summary()).toBe('1 Plattform in 2 Ländern');
    expect(screen.getByRole('button', { name: 'Zur Merkliste' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als gesehen markieren' })).toBeTruthy();
    expect(screen.getByLabelText('Nach Plattform oder Land filtern')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alle Länder' })).toBeTruthy();
    const card = screen.getByTestId('platform-card');
    expect(within(card).getByText('2 Länder')).toBeTruthy();
    expect(
      within(card)
        .getAllByTestId('country-name')
        .map((name) => name.textContent),
    ).toEqual(['Vereinigte Staaten', 'Vereinigtes Königreich']);
    expect(within(card).getAllByText('Audio: Englisch, Deutsch')).toHaveLength(2);
    expect(within(card).getAllByText('Abo')).toHaveLength(2);
    expect(
      within(card)
        .getAllByTestId('offer-link')
        .map((link) => link.getAttribute('aria-label')),
    ).toContain('Netflix öffnen – Vereinigte Staaten (öffnet sich in einem neuen Tab)');
    expect(document.documentElement.lang).toBe('de');
    // No English text of the page is left (the For-you panel and recent changes are not this page's).
    const hero = screen.getByRole('heading', { level: 1 }).closest('article');
    expect(hero?.textContent).not.toMatch(/\b(seasons|Popular Platforms|Add to|Share|countries)\b/);
  });

  it('speaks Arabic, right to left, with its plural forms', async () => {
    await renderIn('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('5 مواسم')).toBeTruthy();
    expect(summary()).toBe('منصة واحدة في بلدين');
    expect(screen.getByRole('heading', { level: 2, name: 'أين تشاهد' })).toBeTruthy();
    expect(screen.getByText('بلدان اثنان')).toBeTruthy();
    expect(screen.getAllByTestId('country-name').map((name) => name.textContent)).toContain(
      'الولايات المتحدة',
    );
    cleanup();
    renderApp(<TitleView movie={{ ...show, seasons: 1, original_title: null }} />);
    expect(screen.getByText('موسم واحد')).toBeTruthy();
    expect(screen.queryByTestId('original-title')).toBeNull();
  });

  it('counts in Polish: one, few and many', async () => {
    await renderIn('pl', { ...show, seasons: 2 });
    expect(screen.getByText('2 sezony')).toBeTruthy();
    expect(summary()).toBe('1 platforma w 2 krajach');
    cleanup();
    renderApp(<TitleView movie={{ ...show, seasons: 5 }} />);
    expect(screen.getByText('5 sezonów')).toBeTruthy();
    cleanup();
    renderApp(<TitleView movie={{ ...show, seasons: 1 }} />);
    expect(screen.getByText('1 sezon')).toBeTruthy();
  });

  it('keeps the English texts exact', async () => {
    await renderIn('en');
    expect(screen.getByText('5 seasons')).toBeTruthy();
    expect(summary()).toBe('1 platform in 2 countries');
    expect(screen.getByTestId('original-title').textContent).toBe(
      'Original title: Breaking Bad: Edición original',
    );
    expect(screen.getAllByText('Audio: English, German')).toHaveLength(2);
  });
});
