import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { formatOffer, type PlatformGroup, type StreamEntry } from '../../lib/stream-entries.ts';
import { PlatformCard } from './PlatformCard.tsx';

// Called once per country row as a card renders: counts the cards' renders.
vi.mock('../../lib/stream-entries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/stream-entries.ts')>();
  return { ...actual, formatOffer: vi.fn(actual.formatOffer) };
});
const offerTexts = vi.mocked(formatOffer);

afterEach(cleanup);

const entry = (country: string): StreamEntry => ({
  provider: 'Netflix',
  country,
  countryName: country,
  flag: '',
  offers: [],
  rank: null,
});

it('leaves an off-screen card out of layout until it nears the viewport, holding the height of its rows', () => {
  const group: PlatformGroup = { name: 'Netflix', entries: ['US', 'GB', 'SE', 'DE'].map(entry), rank: 1 };
  render(<PlatformCard group={group} headingLevel="h3" />);
  const card = screen.getByTestId('platform-card');
  expect(card.className).toContain('[content-visibility:auto]');
  // Heading plus one 2.3rem row per country; `auto` keeps the last rendered size once laid out.
  expect(card.style.containIntrinsicSize).toBe('auto 11.45rem');
  expect(screen.getAllByTestId('stream-entry')).toHaveLength(4);
});

it('is not drawn again when the title page re-renders around it with the same offers (the regions answer)', async () => {
  const { WhereToStream } = await import('./WhereToStream.tsx');
  const movie = {
    availability: [
      { provider: 'Netflix', country: 'SE', offerType: 'subscription' as const, link: null, price: null },
    ],
    platforms: [],
    source: 'demo' as const,
  };
  const { rerender } = render(<WhereToStream movie={movie} />);
  const before = offerTexts.mock.calls.length;
  expect(before).toBeGreaterThan(0);
  rerender(<WhereToStream movie={movie} regions={[{ code: 'NO', name: 'Norway' }]} />);
  expect(screen.getByRole('option', { name: /Norway/ })).toBeTruthy();
  expect(offerTexts.mock.calls.length).toBe(before);
});
