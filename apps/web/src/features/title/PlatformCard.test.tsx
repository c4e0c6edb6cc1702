import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PlatformCard } from './PlatformCard.tsx';
import type { PlatformGroup, StreamEntry } from './stream-entries.ts';

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
