import { startTransition, useEffect, useState } from 'react';
import type { PlatformGroup } from '../../lib/stream-entries.ts';

/**
 * Rows painted with the page itself: the first screen's and as many again. The first row starts
 * about 620 px down and a row is about 50 px high, so a 412×915 phone or a 1280×900 desktop
 * shows 6 of them; 12 reach about 1,200 px. Each row costs its render, layout and paint before
 * the first one shows (docs/performance.md#bars).
 */
export const FIRST_PAINT_ROWS = 12;

/**
 * False for the page's first render, true right after it in a transition: the title's top, the
 * filters and the first platform rows paint at once, and the rest (a popular title has several
 * hundred rows) renders in 5 ms slices that never hold the page. Within a fraction of a second
 * every row is in the document, so filters and the browser's find-in-page see them all.
 */
export function useRenderAll(): boolean {
  const [all, setAll] = useState(false);
  useEffect(() => {
    startTransition(() => setAll(true));
  }, []);
  return all;
}

/**
 * How many rows each group renders in the first paint: FIRST_PAINT_ROWS in all, in page order
 * (a group past the budget shows its heading only until the rest renders).
 */
export function firstPaintRows(groups: readonly PlatformGroup[]): Map<string, number> {
  const budget = new Map<string, number>();
  let left = FIRST_PAINT_ROWS;
  for (const group of groups) {
    const rows = Math.min(left, group.entries.length);
    budget.set(group.name, rows);
    left -= rows;
  }
  return budget;
}
