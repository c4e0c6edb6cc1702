import type { Availability } from '@reelatlas/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../../test/render-route.tsx';
import { Footer } from '../../layout/Footer.tsx';
import { WhereToStream } from '../title/WhereToStream.tsx';

afterEach(cleanup);

const netflix: Availability = {
  provider: 'Netflix',
  country: 'SE',
  offerType: 'subscription',
  link: 'https://example.com/netflix/se',
  price: null,
};

describe('attribution (docs/product-rules.md#catalog-freshness)', () => {
  it('Where to Stream credits JustWatch, by a named link, when the availability comes from TMDB', () => {
    render(<WhereToStream movie={{ availability: [netflix], platforms: [], source: 'tmdb' }} />);
    const note = screen.getByTestId('justwatch-attribution');
    expect(note.textContent).toBe('Availability data by JustWatch, via TMDB.');
    expect(within(note).getByRole('link', { name: 'JustWatch' }).getAttribute('href')).toBe(
      'https://www.justwatch.com/',
    );
  });

  it('generated demo availability is not credited to JustWatch', () => {
    render(<WhereToStream movie={{ availability: [netflix], platforms: [], source: 'demo' }} />);
    expect(screen.queryByTestId('justwatch-attribution')).toBeNull();
  });

  it('credits the Streaming Availability API, by the name and link its terms ask, when live offers carry its facts', () => {
    const withFacts = { ...netflix, audio: ['en'], deepLink: 'https://www.netflix.com/title/1' };
    render(<WhereToStream movie={{ availability: [withFacts], platforms: [], source: 'tmdb' }} />);
    const note = screen.getByTestId('offer-facts-credit');
    expect(note.textContent).toBe(
      'Languages, prices and leaving dates: Streaming Availability API by Movie of the Night',
    );
    expect(
      within(note)
        .getByRole('link', { name: 'Streaming Availability API by Movie of the Night' })
        .getAttribute('href'),
    ).toBe('https://www.movieofthenight.com/about/api');
  });

  it('does not credit it for TMDb’s offers alone, nor for the demo catalog’s generated facts', () => {
    render(<WhereToStream movie={{ availability: [netflix], platforms: [], source: 'tmdb' }} />);
    expect(screen.queryByTestId('offer-facts-credit')).toBeNull();
    cleanup();
    render(
      <WhereToStream
        movie={{ availability: [{ ...netflix, audio: ['en'] }], platforms: [], source: 'demo' }}
      />,
    );
    expect(screen.queryByTestId('offer-facts-credit')).toBeNull();
  });

  it('the footer on every page shows the TMDB logo, linking to TMDB, and its notice', async () => {
    stubFetch({ 'GET /api/config': () => jsonResponse(500, {}) });
    renderRoute(<Footer />, '/');
    const footer = await screen.findByRole('contentinfo');
    const credit = within(footer).getByTestId('tmdb-attribution');
    expect(
      within(credit).getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.'),
    ).toBeTruthy();
    expect(within(credit).getByRole('link', { name: 'TMDB, The Movie Database' }).getAttribute('href')).toBe(
      'https://www.themoviedb.org/',
    );
  });
});
