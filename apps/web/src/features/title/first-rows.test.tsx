import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import type { PlatformGroup, StreamEntry } from '../../lib/stream-entries.ts';
import { FIRST_PAINT_ROWS, ROWS_PER_STEP, rowsWithin, useRowBudget } from './first-rows.ts';
import { PlatformCard } from './PlatformCard.tsx';
import { WhereToStream } from './WhereToStream.tsx';

afterEach(cleanup);

const entry = (provider: string, country: string): StreamEntry => ({
  provider,
  country,
  countryName: country,
  flag: '',
  offers: [],
  rank: null,
});
const group = (name: string, rows: number): PlatformGroup => ({
  name,
  entries: Array.from({ length: rows }, (_, i) => entry(name, `C${i}`)),
  rank: null,
});

it('gives the first paint FIRST_PAINT_ROWS rows in page order, then nothing', () => {
  const budget = rowsWithin([group('Netflix', FIRST_PAINT_ROWS - 3), group('Max', 30), group('Hulu', 5)]);
  expect([...budget.entries()]).toEqual([
    ['Netflix', FIRST_PAINT_ROWS - 3],
    ['Max', 3],
    ['Hulu', 0],
  ]);
});

it('renders the first rows, then ROWS_PER_STEP more per render, then every row', async () => {
  const seen: (number | null)[] = [];
  const total = FIRST_PAINT_ROWS + 2 * ROWS_PER_STEP + 1;
  renderHook(() => {
    const budget = useRowBudget(total);
    if (seen.at(-1) !== budget) seen.push(budget);
  });
  await waitFor(() => expect(seen.at(-1)).toBeNull());
  expect(seen).toEqual([
    FIRST_PAINT_ROWS,
    FIRST_PAINT_ROWS + ROWS_PER_STEP,
    FIRST_PAINT_ROWS + 2 * ROWS_PER_STEP,
    null,
  ]);
});

it('a card drawn with its first rows keeps the room of the rest and says it is busy', () => {
  render(<PlatformCard group={group('Netflix', 40)} headingLevel="h3" rowLimit={5} />);
  const card = screen.getByTestId('platform-card');
  expect(screen.getAllByTestId('stream-entry')).toHaveLength(5);
  expect(card.getAttribute('aria-busy')).toBe('true');
  expect(card.style.minHeight).toBe(`${2.25 + 40 * 2.3}rem`);
  // The heading still tells the whole count.
  expect(card.textContent).toContain('40 countries');
});

it("paints the title page's first rows at once and every row a moment later", async () => {
  const countries = ['US', 'GB', 'SE', 'DE', 'FR', 'JP', 'BR', 'IN', 'CA', 'AU', 'MX', 'ES', 'IT', 'NL'];
  const providers = ['Netflix', 'Amazon Prime Video', 'Disney Plus', 'Max', 'Apple TV', 'Hulu', 'Mubi'];
  const movie = {
    availability: providers.flatMap((provider) =>
      countries.map((country) => ({
        provider,
        country,
        offerType: 'subscription' as const,
        link: null,
        price: null,
      })),
    ),
    platforms: [],
    source: 'demo' as const,
  };
  // Outside act(): what the browser paints after the first commit, before React's later work.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    flushSync(() => root.render(<WhereToStream movie={movie} />));
    const firstPaint = container.querySelectorAll('[data-testid="stream-entry"]').length;
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstPaint).toBeLessThanOrEqual(FIRST_PAINT_ROWS);
    // The rest arrive in steps; once every card is complete, none says it is busy.
    await waitFor(() => {
      expect(container.querySelectorAll('[data-testid="stream-entry"]').length).toBeGreaterThan(firstPaint);
      expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    });
    const visibleCards = container.querySelectorAll('[data-testid="platform-card"]');
    const rows = [...visibleCards].reduce(
      (sum, card) => sum + card.querySelectorAll('[data-testid="stream-entry"]').length,
      0,
    );
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    expect(rows).toBe(container.querySelectorAll('[data-testid="stream-entry"]').length);
  } finally {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
