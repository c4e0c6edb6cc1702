import type { TitleSummary } from '@reelatlas/contracts';
import type { CatalogProvider } from '../ports/catalog.ts';

export function listTopRated(catalog: CatalogProvider, limit: number): Promise<TitleSummary[]> {
  return catalog.topRated(limit);
}
