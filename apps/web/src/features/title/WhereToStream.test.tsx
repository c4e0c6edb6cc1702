import type { Availability } from '@reelatlas/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhereToStream } from './WhereToStream.tsx';

afterEach(cleanup);

const row = (provider: string, country: string): Availability => ({
  provider,
  country,
  offerType: 'subscription',
  link: `https://example.com/${provider}/${country}`,
  price: null,
});

const renderPanel = (availability: Availability[]) =>
  render(<WhereToStream movie={{ availability, platforms: [], source: 'demo' }} />);

const countries = () => screen.queryAllByTestId('country-name').map((el) => el.textContent);

describe('WhereToStream', () => {
  it('lists popular platforms with flag and country name, and keeps Other collapsed', () => {
    renderPanel([row('Netflix', 'SE'), row('Netflix', 'FR'), row('Viaplay', 'NO')]);
    expect(screen.getByRole('heading', { name: 'Where to Stream' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Popular Platforms' })).toBeTruthy();
    expect(countries()).toEqual(['France', 'Sweden']);
    // Flags are images (emoji flags are not drawn on Windows), decorative beside the name.
    const flags = [...document.querySelectorAll('[data-testid="stream-entry"] img')];
    expect(flags.map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    expect(flags.map((img) => img.getAttribute('src'))).toEqual([
      expect.stringMatching(/\/FR(-[\w-]+)?\.png$/),
      expect.stringMatching(/\/SE(-[\w-]+)?\.png$/),
    ]);
    const toggle = screen.getByRole('button', { name: /Other Platforms/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(countries()).toContain('Norway');
  });

  it('opens Other Platforms when no popular platform is there', () => {
    renderPanel([row('Viaplay', 'NO')]);
    expect(screen.getByRole('button', { name: /Other Platforms/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(countries()).toEqual(['Norway']);
  });

  it('narrows the list with the text, country and platform filters', () => {
    renderPanel([row('Netflix', 'SE'), row('Netflix', 'FR'), row('Hulu', 'US'), row('Viaplay', 'SE')]);
    fireEvent.change(screen.getByLabelText('Filter by platform or country'), { target: { value: 'fra' } });
    expect(countries()).toEqual(['France']);

    fireEvent.change(screen.getByLabelText('Filter by platform or country'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'SE' } });
    expect(
      screen.getAllByTestId('platform-card').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual([expect.stringContaining('Netflix')]);

    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'Hulu' } });
    expect(screen.getByText('No streaming options match your filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(countries()).toEqual(['France', 'Sweden', 'United States']);
  });

  it('offers the countries present by English name, without flag emoji', () => {
    renderPanel([row('Netflix', 'SE'), row('Hulu', 'US')]);
    const options = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All countries', 'Sweden', 'United States']);
  });

  it('answers "not streaming in" for a covered country without offers, chosen from its own group', () => {
    render(
      <WhereToStream
        movie={{ availability: [row('Netflix', 'SE')], platforms: [], source: 'tmdb' }}
        regions={[
          { code: 'SE', name: 'Sweden' },
          { code: 'JP', name: 'Japan' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Country');
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Streaming here',
      'Not streaming here',
    ]);
    expect(
      within(groups[1] as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Japan']);
    fireEvent.change(select, { target: { value: 'JP' } });
    expect(
      screen.getByText('Not streaming in Japan right now: no service there carries this title.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(countries()).toEqual(['Sweden']);
  });

  it('answers a country typed in full as choosing it does, and counts by rule', () => {
    render(
      <WhereToStream
        movie={{
          availability: [row('Netflix', 'SE'), row('Hulu', 'SE'), row('Netflix', 'FR')],
          platforms: [],
          source: 'tmdb',
        }}
        regions={[
          { code: 'SE', name: 'Sweden' },
          { code: 'FR', name: 'France' },
          { code: 'JP', name: 'Japan' },
        ]}
      />,
    );
    const text = screen.getByLabelText('Filter by platform or country');
    const summary = () => screen.getByTestId('stream-summary').textContent;
    expect(summary()).toBe('2 platforms in 2 countries');
    // "japan" typed: the same answer as Japan chosen.
    fireEvent.change(text, { target: { value: ' japan ' } });
    const typed = screen.getByTestId('no-match').textContent;
    expect(typed).toContain('Not streaming in Japan right now');
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'JP' } });
    expect(screen.getByTestId('no-match').textContent).toBe(typed);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    // "sweden" typed lists Sweden only, as choosing it does; "fr" is still free text.
    fireEvent.change(text, { target: { value: 'Sweden' } });
    expect(countries()).toEqual(['Sweden', 'Sweden']);
    expect(summary()).toBe('2 platforms in 1 country');
    fireEvent.change(text, { target: { value: 'hulu' } });
    expect(summary()).toBe('1 platform in 1 country');
  });

  it('says so when the title streams nowhere', () => {
    renderPanel([]);
    expect(screen.getByTestId('streams-nowhere').textContent).toContain(
      'not available on any streaming service',
    );
    expect(screen.queryByLabelText('Country')).toBeNull();
  });
  it('the world map sets the country filter: Enter on a country lists only it, and the select follows', async () => {
    renderPanel([row('Netflix', 'SE'), row('Netflix', 'FR'), row('Netflix', 'SG')]);
    const map = within(await screen.findByRole('group', { name: /World map/ }));
    fireEvent.keyDown(map.getByRole('button', { name: 'Singapore: subscription on Netflix' }), {
      key: 'Enter',
    });
    expect(countries()).toEqual(['Singapore']);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('SG');
    expect(map.getByRole('button', { name: /^Singapore:/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
