import { refreshStaleTitles } from '@reelatlas/adapters/tmdb';
import type { Clock } from '@reelatlas/core';
import type { Database } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.ts';
import type { LiveCatalog } from './catalog.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';

/** The advisory lock id of the catalog refresh: one refresher at a time across all instances. */
export const CATALOG_REFRESH_LOCK = 0x7e1a_7105;

export interface RefreshRunOptions {
  database: Database;
  live: LiveCatalog;
  clock: Clock;
  logger: Logger;
  batch: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** One refresh run under the lock; `null` when another instance (or run) holds it. */
export async function runCatalogRefresh(options: RefreshRunOptions) {
  const outcome = await options.database.tryWithLock(CATALOG_REFRESH_LOCK, () =>
    refreshStaleTitles({
      catalog: options.live.catalog,
      store: options.live.store,
      clock: options.clock,
      titleTtlMs: options.live.titleTtlMs,
      limit: options.batch,
      onProgress: options.onProgress,
      signal: options.signal,
      onError: (err) => options.logger.warn({ err }, 'refreshing a title failed; it stays stale'),
    }),
  );
  return outcome.ran ? outcome.value : null;
}

/**
 * Refreshes stale titles every `intervalMs` (0: never) so popular titles are fresh before a
 * visitor asks. Every instance schedules it; the database lock lets one of them run it.
 */
export function startCatalogRefresh(
  options: RefreshRunOptions & { intervalMs: number; metrics?: Metrics },
): ScheduledJob {
  const runs = options.metrics?.jobRuns;
  return scheduleJob({
    everyMs: options.intervalMs,
    run: async (signal) => {
      const summary = await runCatalogRefresh({ ...options, signal });
      runs?.labels('catalog_refresh', summary ? 'done' : 'skipped').inc();
      if (summary?.checked) options.logger.info(summary, 'catalog refresh done');
    },
    onError: (err) => {
      runs?.labels('catalog_refresh', 'failed').inc();
      options.logger.warn({ err }, 'catalog refresh failed');
    },
  });
}
