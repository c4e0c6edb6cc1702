import { AUTOCOMPLETE_MAX_ITEMS, type TitleSummary } from '@reelatlas/contracts';
import type { CatalogProvider } from '../ports/catalog.ts';

/** Autocomplete is free: it never touches the daily counter. */
export function autocompleteTitles(catalog: CatalogProvider, query: string): Promise<TitleSummary[]> {
  return catalog.autocomplete(query.trim(), AUTOCOMPLETE_MAX_ITEMS);
}
