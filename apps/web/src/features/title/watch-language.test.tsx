import type { Availability, TitleDetails } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { stubFetch } from '../../../test/render-route.tsx';
import { languageName, languageOptions } from '../../lib/offer-facts-text.ts';
import { toStreamEntries } from '../../lib/stream-entries.ts';
import { chooseWatchLanguage } from '../../lib/watch-language.ts';
import { TitleView } from './TitleView.tsx';
import { WhereToStream } from './WhereToStream.tsx';

// "Audio or subtitles in …": its default, and the map and "For you" following it
// (docs/product-rules.md#title-pages).

const offer = (country: string, audio: string[], subtitles: string[] = []): Availability => ({
  country,
  provider: 'Netflix',
  offerType: 'subscription',
  link: null,
  price: null,
  audio,
  subtitles: subtitles.map((language) => ({ language, closedCaptions: false })),
});

const movie = (availability: Availability[], id = 603): TitleDetails => ({
  id,
  type: 'movie',
  title: 'The Matrix',
  year: 1999,
  release_year: 1999,
  rating: 8.2,
  description: 'A hacker learns the truth about his reality.',
  thumbnail: null,
  trailer_url: null,
  seasons: null,
  platforms: [{ name: 'Netflix', countries: availability.map((row) => row.country) }],
  availability,
  source: 'demo',
});

const everywhere = [offer('US', ['en']), offer('FR', ['fr'], ['en']), offer('JP', ['ja'], ['ja'])];
const countries = () => screen.queryAllByTestId('country-name').map((el) => el.textContent);
const languageSelect = () => screen.getByLabelText('Audio or subtitles in') as HTMLSelectElement;

beforeEach(() => {
  localStorage.clear();
  chooseWatchLanguage(null);
  stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the "Audio or subtitles in" filter across the title page', () => {
  it('applies its default in the first render: the first paint never shows rows it then takes away', () => {
    // The server renderer stops at the first render (no effects, deferred values at their start),
    // which is what the browser paints first.
    const html = renderToString(<WhereToStream movie={movie(everywhere)} />);
    const shown = [...html.matchAll(/data-testid="country-name"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(shown.sort()).toEqual(['France', 'United States']);
  });

  it('defaults to the page’s language when every offer says its languages, and For you says so', async () => {
    renderApp(<TitleView movie={movie(everywhere)} />);
    expect(await screen.findByTestId('for-you-language')).toBeTruthy();
    expect(languageSelect().value).toBe('en');
    expect(countries()).toEqual(['United States', 'France']);
    expect(screen.getByTestId('for-you-language').textContent).toBe(
      'Only offers with audio or subtitles in English.',
    );
  });

  it('narrows For you with the visitor’s choice, and keeps the choice for the next title', async () => {
    renderApp(<TitleView movie={movie(everywhere)} />);
    await screen.findByTestId('for-you-language');
    fireEvent.change(languageSelect(), { target: { value: 'ja' } });
    expect(countries()).toEqual(['Japan']);
    const forYou = screen.getByTestId('for-you');
    expect(within(forYou).getByTestId('for-you-language').textContent).toBe(
      'Only offers with audio or subtitles in Japanese.',
    );
    // At home (jsdom's en-US browser: the United States) it is not there in Japanese.
    expect(within(forYou).getByTestId('for-you-home').textContent).toBe('Not streaming in the United States');
    cleanup();
    renderApp(<TitleView movie={movie([offer('DE', ['de']), offer('KR', ['ko'], ['ja'])], 604)} />);
    await screen.findByTestId('for-you-language');
    expect(languageSelect().value).toBe('ja');
    expect(countries()).toEqual(['South Korea']);
  });

  it('falls back to the default on a title without the chosen language, and "Any language" shows everything', async () => {
    chooseWatchLanguage('sv');
    renderApp(<TitleView movie={movie(everywhere)} />);
    await screen.findByTestId('for-you-language');
    expect(languageSelect().value).toBe('en');
    fireEvent.change(languageSelect(), { target: { value: '' } });
    expect(countries()).toHaveLength(3);
    expect(screen.queryByTestId('for-you-language')).toBeNull();
  });

  it('applies no language by default when some offer does not say its languages', async () => {
    const partial = [...everywhere, { ...offer('SE', []), audio: undefined, subtitles: undefined }];
    renderApp(<TitleView movie={movie(partial)} />);
    await screen.findByTestId('for-you');
    expect(languageSelect().value).toBe('');
    expect(countries()).toHaveLength(4);
    expect(screen.queryByTestId('for-you-language')).toBeNull();
  });
});

describe('language names', () => {
  it('are in the page’s language, sorted as it sorts', () => {
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('ja', 'ja')).toBe('日本語');
    const entries = toStreamEntries({ availability: everywhere, platforms: [] });
    expect(languageOptions(entries, 'fr').map((option) => option.label)).toEqual([
      'anglais',
      'français',
      'japonais',
    ]);
    expect(languageOptions(entries).map((option) => option.label)).toEqual(['English', 'French', 'Japanese']);
  });
});
