import { AUTOCOMPLETE_MAX_ITEMS, type TitleSummary } from '@reelatlas/contracts';
import type { CatalogProvider } from '../ports/catalog.ts';

/**
 * How much of the typed text autocomplete matches: the trigram passes cost about in proportion to
 * the input's length (a 200-character input of common title words took ~3 times a 64-character
 * one), so a keystroke's cost is bounded by cutting it. 64 characters is past every title a person
 * would type whole (99.9 % of the demo catalog's titles are under 58) and a 64-character start of
 * a longer title still finds it by its prefix.
 */
export const AUTOCOMPLETE_MATCHED_CHARS = 64;

/** Autocomplete is free: it never touches the daily counter. */
export function autocompleteTitles(catalog: CatalogProvider, query: string): Promise<TitleSummary[]> {
  const points = [...query.trim()];
  const text =
    points.length > AUTOCOMPLETE_MATCHED_CHARS
      ? points.slice(0, AUTOCOMPLETE_MATCHED_CHARS).join('').trim()
      : query.trim();
  return catalog.autocomplete(text, AUTOCOMPLETE_MAX_ITEMS);
}
