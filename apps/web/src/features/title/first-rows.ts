import { startTransition, useEffect, useState } from 'react';
import type { PlatformGroup } from '../../lib/stream-entries.ts';

/**
 * Rows painted with the page itself: the first screen's and a few more. The first row starts
 * about 620 px down and a row is about 50 px high, so a 412×915 phone or a 1280×900 desktop
 * shows 6 of them. Each row costs its render, layout and paint before the first one shows
 * (about 6 ms a row at 1× CPU: `npm run bench:ux`, docs/performance.md#bars); a taller screen
 * gets its further rows with the next step, a moment later.
 */
export const FIRST_PAINT_ROWS = 8;

/** Rows added by each later render: each is its own commit, layout and paint (a short task). */
export const ROWS_PER_STEP = 24;

/**
 * How many rows the page renders now: FIRST_PAINT_ROWS in its first render, then ROWS_PER_STEP
 * more in each following one (a transition after the last one committed), and null once every
 * one of `total` rows is in: the title's top, the filters and the first rows paint at once.
 * All the rest in one commit was one task of ~150 ms (style, layout and paint of a popular
 * title's several hundred rows; 4× that on a phone); in steps, no task holds the page for long.
 * Within a fraction of a second every row is in the document, so filters and the browser's
 * find-in-page see them all.
 */
export function useRowBudget(total: number): number | null {
  const [budget, setBudget] = useState(FIRST_PAINT_ROWS);
  const complete = budget >= total;
  useEffect(() => {
    if (complete) return;
    startTransition(() => setBudget(budget + ROWS_PER_STEP));
  }, [budget, complete]);
  return complete ? null : budget;
}

/**
 * How many rows each group renders within a budget (FIRST_PAINT_ROWS for the first paint), in
 * page order: a group past the budget is not drawn until a later render reaches it.
 */
export function rowsWithin(
  groups: readonly PlatformGroup[],
  rows: number = FIRST_PAINT_ROWS,
): Map<string, number> {
  const budget = new Map<string, number>();
  let left = rows;
  for (const group of groups) {
    const rows = Math.min(left, group.entries.length);
    budget.set(group.name, rows);
    left -= rows;
  }
  return budget;
}
