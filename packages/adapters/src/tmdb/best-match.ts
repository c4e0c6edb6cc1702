import type { TitleSummary } from '@reelatlas/contracts';
import { normalizeTitle, type TitleRef } from '@reelatlas/core';

/**
 * The result a search means: the same title (accents and case aside) of the asked year, else
 * the same title, else a title of that year, else TMDb's best-ranked result.
 */
export function bestMatch(
  results: TitleSummary[],
  query: { title: string; year: number | null },
): TitleRef | null {
  const wanted = normalizeTitle(query.title);
  const sameTitle = results.filter((r) => normalizeTitle(r.title) === wanted);
  const pick =
    sameTitle.find((r) => query.year !== null && r.year === query.year) ??
    sameTitle[0] ??
    results.find((r) => query.year !== null && r.year === query.year) ??
    results[0];
  return pick ? { type: pick.type, id: pick.id } : null;
}
