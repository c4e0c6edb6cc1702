import type { TitleSummary } from '@reelatlas/contracts';
import type { CatalogTitle, TitleRef, TitleWithAvailability } from './catalog.ts';

/** A stored title plus when its details and availability were fetched. */
export interface CachedTitle extends TitleWithAvailability {
  fetchedAt: Date;
}

export interface CachedQuery {
  results: TitleSummary[];
  fetchedAt: Date;
}

/** An upstream reference list (TMDb's providers or regions) as cached; its reader checks the shape. */
export interface CachedReference {
  data: unknown;
  fetchedAt: Date;
}

/**
 * The database cache behind a live catalog (TMDb): titles with their availability, and the
 * answers of upstream searches and lists. Shared by every server instance.
 */
export interface CatalogCacheStore {
  getTitle(ref: TitleRef): Promise<CachedTitle | null>;
  /**
   * Whether the title is known to exist: fetched before (even stale) or listed in TMDb's daily
   * ID exports (the title index). An id a visitor merely sent is not.
   */
  knowsTitle(ref: TitleRef): Promise<boolean>;
  /** Upserts the title and replaces its availability, in one transaction. */
  saveTitle(title: CatalogTitle, fetchedAt: Date): Promise<void>;
  deleteTitle(ref: TitleRef): Promise<void>;
  getQuery(key: string): Promise<CachedQuery | null>;
  saveQuery(key: string, results: TitleSummary[], fetchedAt: Date): Promise<void>;
  /** Live titles fetched before `olderThan`: those queued for refresh first, then the oldest. */
  staleTitles(olderThan: Date, limit: number): Promise<TitleRef[]>;
  getReference(key: string): Promise<CachedReference | null>;
  saveReference(key: string, data: unknown, fetchedAt: Date): Promise<void>;
}
