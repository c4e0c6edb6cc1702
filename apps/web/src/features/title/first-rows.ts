import { startTransition, useEffect, useState } from 'react';
import type { PlatformGroup } from '../../lib/stream-entries.ts';

/** Rows painted with the page itself: a phone's screenful and more, under a frame's work. */
export const FIRST_PAINT_ROWS = 24;

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
