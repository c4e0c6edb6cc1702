import type { Availability, OfferType } from '@reelatlas/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { toStreamEntries } from '../../lib/stream-entries.ts';
import { WorldMapPanel } from './WorldMapPanel.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

const row = (provider: string, country: string, offerType: OfferType = 'subscription'): Availability => ({
  provider,
  country,
  offerType,
  link: null,
  price: null,
});

const rows = [
  row('Netflix', 'ES'),
  row('Apple TV', 'ES', 'rent'),
  row('Netflix', 'SE'),
  row('Apple TV', 'JP', 'buy'),
  row('Pluto TV', 'US', 'ads'),
  row('Netflix', 'SG'),
  row('Apple TV', 'MT', 'rent'),
];

const renderMap = (props: { country?: string; myServices?: string[] } = {}) => {
  const onPickCountry = vi.fn();
  const view = render(
    <WorldMapPanel
      entries={toStreamEntries({ availability: rows, platforms: [] })}
      country={props.country ?? ''}
      onPickCountry={onPickCountry}
      myServices={props.myServices}
    />,
  );
  return { ...view, onPickCountry };
};

const map = async (name: RegExp = /World map/, timeout?: number) =>
  within(await screen.findByRole('group', { name }, { timeout }));
const info = () => screen.getByTestId('map-info').textContent;

describe('WorldMapPanel', () => {
  it('shows a same-size placeholder until the map chunk is loaded', async () => {
    renderMap();
    expect(screen.getByTestId('map-loading')).toBeTruthy();
    // The first test pays for building the map's chunk, slow on a loaded machine.
    await map(/World map/, 20_000);
    expect(screen.queryByTestId('map-loading')).toBeNull();
  });

  it('names a focused country and its services, and Enter sets the list filter', async () => {
    const { onPickCountry } = renderMap();
    const spain = (await map()).getByRole('button', {
      name: 'Spain: subscription on Netflix; rent or buy on Apple TV',
    });
    act(() => spain.focus());
    expect(info()).toBe('Spain: subscription on Netflix; rent or buy on Apple TV');
    fireEvent.keyDown(spain, { key: 'Enter' });
    expect(onPickCountry).toHaveBeenCalledWith('ES');
    fireEvent.click((await map()).getByRole('button', { name: /^Japan:/ }));
    expect(onPickCountry).toHaveBeenLastCalledWith('JP');
  });

  it('is one Tab stop; the arrow keys move between countries in name order', async () => {
    renderMap();
    const buttons = (await map()).getAllByRole('button');
    // Japan, Malta, Singapore, Spain, Sweden, United States.
    expect(buttons.filter((button) => button.getAttribute('tabindex') === '0')).toHaveLength(1);
    const first = buttons.find((button) => button.getAttribute('tabindex') === '0');
    expect(first?.getAttribute('aria-label')).toMatch(/^Japan:/);
    if (!first) throw new Error('no tab stop');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Malta:/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^United States:/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Japan:/);
    expect(info()).toMatch(/^Japan: rent or buy on Apple TV/);
  });

  it('draws countries too small for the shapes as dots that can be picked', async () => {
    const { onPickCountry } = renderMap();
    const dots = (await map()).getAllByTestId('map-dot');
    expect(dots.map((dot) => dot.getAttribute('data-code')).sort()).toEqual(['MT', 'SG']);
    const singapore = (await map()).getByRole('button', { name: 'Singapore: subscription on Netflix' });
    expect(singapore.tagName.toLowerCase()).toBe('circle');
    fireEvent.keyDown(singapore, { key: ' ' });
    expect(onPickCountry).toHaveBeenCalledWith('SG');
  });

  it('has a legend with counts and a pattern per tier', async () => {
    renderMap();
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Subscription (3 countries)',
      'Free or with ads (1 country)',
      'Rent or buy only (2 countries)',
      'Not streaming',
    ]);
    const spain = (await map()).getByRole('button', { name: /^Spain:/ });
    expect(spain.getAttribute('fill')).toMatch(/^url\(#.+-subscription\)$/);
    expect((await map()).getByRole('button', { name: /^Malta:/ }).getAttribute('fill')).toMatch(/-paid\)$/);
  });

  it('shows the chosen country on the map and offers to show them all', async () => {
    const { onPickCountry } = renderMap({ country: 'SE' });
    const sweden = (await map()).getByRole('button', { name: /^Sweden:/ });
    expect(sweden.getAttribute('aria-pressed')).toBe('true');
    expect(sweden.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByTestId('map-chosen')).toHaveLength(1);
    expect(info()).toBe('Showing Sweden in the list.');
    fireEvent.click(screen.getByRole('button', { name: 'Show all countries' }));
    expect(onPickCountry).toHaveBeenCalledWith('');
  });

  it('offers "Only my services" only with services picked, and then colours by them', async () => {
    renderMap();
    await map();
    expect(screen.queryByLabelText('Only my services')).toBeNull();
    cleanup();

    renderMap({ myServices: ['Apple TV'] });
    const toggle = screen.getByLabelText('Only my services');
    expect((await map()).getByRole('button', { name: /^Spain:/ }).getAttribute('fill')).toMatch(
      /-subscription\)$/,
    );
    fireEvent.click(toggle);
    const spain = (await map()).getByRole('button', { name: 'Spain: rent or buy on Apple TV' });
    expect(spain.getAttribute('fill')).toMatch(/-paid\)$/);
    expect((await map()).getByRole('button', { name: 'Sweden: not on your services' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Map legend' }).textContent).toContain('Not on your services');
  });

  it('zooms with buttons and resets', async () => {
    renderMap();
    await map();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const reset = screen.getByRole('button', { name: 'Reset zoom' });
    expect(reset.hasAttribute('disabled')).toBe(true);
    fireEvent.click(zoomIn);
    expect(document.querySelector('[data-testid="world-map"] g')?.getAttribute('transform')).toContain(
      'scale(2)',
    );
    fireEvent.click(reset);
    expect(document.querySelector('[data-testid="world-map"] g')?.getAttribute('transform')).toContain(
      'scale(1)',
    );
  });
  it('fetches the map only when it comes near the viewport', async () => {
    let report: ((records: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (records: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderMap();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: /World map/ })).toBeNull();
    expect(screen.getByTestId('map-loading')).toBeTruthy();
    act(() => report?.([{ isIntersecting: true }]));
    await map();
  });
});

describe('WorldMapPanel in another language', () => {
  const legendTexts = (name: string) =>
    within(screen.getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('speaks German: legend with plural counts, country names and lines, controls', async () => {
    await act(() => activateLocale('de'));
    renderMap();
    expect(screen.getByRole('heading', { name: 'Weltkarte' })).toBeTruthy();
    expect(legendTexts('Kartenlegende')).toEqual([
      'Abo (3 Länder)',
      'Kostenlos oder mit Werbung (1 Land)',
      'Nur Leihen oder Kaufen (2 Länder)',
      'Nicht im Stream',
    ]);
    const world = await map(/^Weltkarte:/);
    const spain = world.getByRole('button', {
      name: 'Spanien: im Abo bei Netflix; leihen oder kaufen bei Apple TV',
    });
    act(() => spain.focus());
    expect(info()).toBe('Spanien: im Abo bei Netflix; leihen oder kaufen bei Apple TV');
    expect(screen.getByRole('button', { name: 'Vergrößern' })).toBeTruthy();
    // The keyboard walks the countries in German order: Schweden before Singapur and Spanien.
    const first = world.getAllByRole('button').find((button) => button.getAttribute('tabindex') === '0');
    if (!first) throw new Error('no tab stop');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Japan:/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Schweden:/);
  });

  it('speaks Arabic with its plural forms, and the arrow keys follow right-to-left order', async () => {
    await act(() => activateLocale('ar'));
    renderMap({ country: 'SE' });
    expect(legendTexts('مفتاح الخريطة')).toEqual([
      'اشتراك (3 دول)',
      'مجاني أو مع إعلانات (دولة واحدة)',
      'استئجار أو شراء فقط (دولتان)',
      'غير متاح للبث',
    ]);
    expect(info()).toBe('تُعرض السويد في القائمة.');
    expect(screen.getByRole('button', { name: 'عرض كل الدول' })).toBeTruthy();
    const world = await map(/^خريطة العالم:/);
    const sweden = world.getByRole('button', { name: /^السويد:/ });
    act(() => sweden.focus());
    // Right to left, ArrowLeft is "next" and ArrowDown agrees with it; ArrowRight goes back.
    fireEvent.keyDown(world.getByRole('button', { name: /^السويد:/ }), { key: 'Home' });
    const first = document.activeElement?.getAttribute('aria-label');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    const next = document.activeElement?.getAttribute('aria-label');
    expect(next).not.toBe(first);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(first);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(next);
  });
});
