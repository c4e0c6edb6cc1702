import type { CatalogCacheStore, Clock } from '@reelatlas/core';
import type { TmdbCatalog } from './tmdb-catalog.ts';

export interface RefreshSummary {
  checked: number;
  updated: number;
  gone: number;
  failed: number;
}

/**
 * Re-fetches stored titles older than the TTL, oldest first, one at a time (the shared rate
 * limiter paces them). A failure skips that title; it stays stale and is tried next time.
 */
export async function refreshStaleTitles(options: {
  catalog: TmdbCatalog;
  store: CatalogCacheStore;
  clock: Clock;
  titleTtlMs: number;
  limit: number;
  onProgress?: (done: number, total: number) => void;
  onError?: (error: unknown) => void;
  /** Stops after the title in progress (server shutdown). */
  signal?: AbortSignal;
}): Promise<RefreshSummary> {
  const olderThan = new Date(options.clock.now().getTime() - options.titleTtlMs);
  const stale = await options.store.staleTitles(olderThan, options.limit);
  const summary: RefreshSummary = { checked: 0, updated: 0, gone: 0, failed: 0 };
  for (const ref of stale) {
    if (options.signal?.aborted) break;
    try {
      summary[await options.catalog.refreshTitle(ref)]++;
    } catch (err) {
      summary.failed++;
      options.onError?.(err);
    }
    summary.checked++;
    options.onProgress?.(summary.checked, stale.length);
  }
  return summary;
}
