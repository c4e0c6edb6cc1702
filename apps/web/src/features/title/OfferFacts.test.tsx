import type { Availability } from '@reelatlas/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhereToStream } from './WhereToStream.tsx';

// An offer's facts in its country row (languages, quality, price, leaving date, deep link), and
// the "Audio or subtitles in" filter.

afterEach(cleanup);

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const dayMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const offer = (provider: string, country: string, facts: Partial<Availability> = {}): Availability => ({
  provider,
  country,
  offerType: 'subscription',
  link: null,
  price: null,
  ...facts,
});

const renderPanel = (availability: Availability[]) =>
  render(<WhereToStream movie={{ availability, platforms: [], source: 'demo' }} />);

const rowOf = (country: string) => {
  const name = screen.getAllByTestId('country-name').find((el) => el.textContent === country);
  const row = name?.closest('[data-testid="stream-entry"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${country}`);
  return row;
};
const countries = () => screen.queryAllByTestId('country-name').map((el) => el.textContent);

/** An element's text without its parts hidden from assistive technology (the phone's short words). */
function textBesidesHidden(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('offer facts in a country row', () => {
  it('shows languages by name, quality, the leaving date and an "Open in" deep link', () => {
    const leavesOn = inDays(10);
    renderPanel([
      offer('Netflix', 'FR', {
        audio: ['en', 'fr'],
        subtitles: [
          { language: 'en', closedCaptions: true },
          { language: 'pt-BR', closedCaptions: false },
        ],
        quality: 'uhd',
        expiresOn: leavesOn,
        deepLink: 'https://www.netflix.com/search?q=Heat',
      }),
    ]);
    const row = rowOf('France');
    expect(row.textContent).toContain('Audio: English, French');
    expect(row.textContent).toContain('Subtitles: English (CC), Brazilian Portuguese');
    expect(within(row).getByText('4K')).toBeTruthy();
    expect(within(row).getByTestId('offer-leaving').textContent).toBe(`Leaving ${dayMonth(leavesOn)}`);
    const link = within(row).getByRole('link', { name: 'Open in Netflix, France (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.netflix.com/search?q=Heat');
    // What a wide screen shows (a phone shows "Open"; the name above always says where).
    expect(textBesidesHidden(link)).toBe('Open in Netflix');
    // One link per row: the deep link takes the place of the source's page.
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('prices rent and buy in the local currency, and keeps the source text without a number', () => {
    renderPanel([
      offer('Apple TV', 'JP', {
        offerType: 'rent',
        price: '¥400',
        localPrice: { amount: 400, currency: 'JPY' },
      }),
      offer('Apple TV', 'JP', {
        offerType: 'buy',
        price: '¥2,000',
        localPrice: { amount: 2000, currency: 'JPY' },
      }),
      offer('Apple TV', 'DE', { offerType: 'rent', price: '3,99 €' }),
    ]);
    expect(rowOf('Japan').textContent).toContain('Rent · ¥400, Buy · ¥2,000');
    expect(rowOf('Germany').textContent).toContain('Rent · 3,99 €');
  });

  it('says nothing of a leaving date more than 30 days away or already past', () => {
    renderPanel([
      offer('Netflix', 'SE', { expiresOn: inDays(45), quality: 'hd' }),
      offer('Netflix', 'NO', { expiresOn: inDays(-2), quality: 'hd' }),
    ]);
    expect(screen.queryByTestId('offer-leaving')).toBeNull();
  });

  it('never renders a link that is not https, and shows hostile text as text', () => {
    renderPanel([
      offer('Netflix', 'US', {
        link: 'javascript:alert(1)',
        deepLink: 'javascript:alert(2)',
        audio: ['<img src=x onerror=alert(1)>'],
      }),
      offer('<b>Evil</b>', 'GB', {
        link: 'http://example.com/',
        deepLink: 'data:text/html,<script>x</script>',
      }),
    ]);
    expect(
      document.querySelectorAll('a[href^="javascript:"], a[href^="data:"], a[href^="http:"]'),
    ).toHaveLength(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(rowOf('United States').textContent).toContain('Audio: <img src=x onerror=alert(1)>');
  });

  it('keeps a long language list to one short line', () => {
    const audio = ['en', 'fr', 'de', 'es', 'it', 'ja', 'ko', 'pl', 'tr', 'hi'];
    renderPanel([offer('Netflix', 'US', { audio })]);
    expect(rowOf('United States').textContent).toContain(
      'Audio: English, French, German, Spanish, Italian, Japanese +4 more',
    );
  });

  it('shows a row without facts on one line, as before', () => {
    renderPanel([offer('Netflix', 'SE', { link: 'https://www.themoviedb.org/movie/1/watch?locale=SE' })]);
    expect(screen.queryByTestId('offer-facts')).toBeNull();
    expect(within(rowOf('Sweden')).getByTestId('offer-link').getAttribute('href')).toBe(
      'https://www.themoviedb.org/movie/1/watch?locale=SE',
    );
  });
});

describe('the "Audio or subtitles in" filter', () => {
  const availability = [
    offer('Netflix', 'FR', { audio: ['en', 'fr'], subtitles: [{ language: 'fr', closedCaptions: false }] }),
    offer('Netflix', 'SE', { audio: ['en'], subtitles: [{ language: 'sv', closedCaptions: false }] }),
    offer('Hulu', 'US', { audio: ['en'], subtitles: [{ language: 'es-MX', closedCaptions: false }] }),
    offer('Hulu', 'JP'),
  ];

  it('offers every language the rows have, any by default, and narrows countries and services', () => {
    renderPanel(availability);
    const select = screen.getByLabelText('Audio or subtitles in') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Any language', 'English', 'French', 'Spanish', 'Swedish']),
    );
    expect(countries()).toEqual(['Japan', 'United States', 'France', 'Sweden']);

    fireEvent.change(select, { target: { value: 'es' } });
    expect(countries()).toEqual(['United States']);
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(countries()).toEqual(['France']);
  });

  it('works together with the country and platform filters, and says when nothing matches', () => {
    renderPanel(availability);
    fireEvent.change(screen.getByLabelText('Audio or subtitles in'), { target: { value: 'sv' } });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'Hulu' } });
    expect(screen.getByTestId('no-match').textContent).toContain(
      'No streaming options with audio or subtitles in Swedish match your filters.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(countries()).toHaveLength(4);
  });

  it('is not shown when no offer says what languages it has', () => {
    renderPanel([offer('Netflix', 'SE'), offer('Hulu', 'US')]);
    expect(screen.queryByLabelText('Audio or subtitles in')).toBeNull();
  });
});
