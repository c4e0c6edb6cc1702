import { type ChangeFeedSummary, followChangeFeed } from '@reelatlas/adapters/tmdb';
import type { Clock } from '@reelatlas/core';
import { createChangeFeedStore, type Database } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.ts';
import type { NamesCrawlRunOptions } from './names-crawl.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';
import { spareBudgetCatalog } from './spare-budget-catalog.ts';

/** One change-feed reader at a time, across instances and rounds (an advisory lock of its own). */
export const CHANGE_FEED_LOCK = 0x7e1a_7107;

export interface ChangeFeedRunOptions {
  database: Database;
  env: NamesCrawlRunOptions['env'];
  clock: Clock;
  onTitle?: (outcome: 'refetched' | 'gone' | 'skipped' | 'not_stored') => void;
  onPage?: () => void;
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
  signal?: AbortSignal;
}

/**
 * Reads TMDb's change feed up to yesterday and fetches again the changed titles this catalog
 * holds (docs/catalog.md#the-change-feed), from spare budget only, like the names crawl: its
 * client's limiter takes a call while the shared one-second window holds fewer than half of
 * TMDB_RATE_LIMIT calls. What it writes goes through the catalog's writer, so catalog_writes
 * tells every instance. `null` when another instance holds the lock.
 */
export async function runChangeFeed(options: ChangeFeedRunOptions): Promise<ChangeFeedSummary | null> {
  const { database, env, clock } = options;
  if (!env.TMDB_API_TOKEN) throw new Error('the change feed needs TMDB_API_TOKEN');
  const db = database.db;
  const { client, catalog } = spareBudgetCatalog(
    database,
    { ...env, TMDB_API_TOKEN: env.TMDB_API_TOKEN },
    clock,
  );
  const outcome = await database.tryWithLock(CHANGE_FEED_LOCK, () =>
    followChangeFeed({
      client,
      fetchTitle: (ref) => catalog.refreshTitle(ref),
      store: createChangeFeedStore(db),
      now: clock.now(),
      onTitle: options.onTitle,
      onPage: options.onPage,
      sleep: options.sleep,
      backoffMs: options.backoffMs,
      signal: options.signal,
    }),
  );
  return outcome.ran ? outcome.value : null;
}

/**
 * The change feed as a job in every server with a TMDb token (TMDB_CHANGE_FEED=off turns it off):
 * `firstCheckMs` after the start, then every `everyMs` (hourly), a run that reads the days not
 * read yet (nothing once yesterday is done, so in effect once a day); the lock lets one instance
 * run it. Its work is counted in /metrics.
 */
export function startChangeFeed(
  options: Omit<ChangeFeedRunOptions, 'signal' | 'onTitle' | 'onPage'> & {
    logger: Logger;
    metrics?: Metrics;
    firstCheckMs?: number;
    everyMs?: number;
  },
): ScheduledJob {
  const { metrics, logger } = options;
  return scheduleJob({
    firstMs: options.firstCheckMs ?? 90_000,
    everyMs: options.everyMs ?? 3_600_000,
    run: async (signal) => {
      const summary = await runChangeFeed({
        ...options,
        signal,
        onTitle: (outcome) => metrics?.changeFeedTitles.labels(outcome).inc(),
        onPage: () => metrics?.changeFeedPages.inc(),
      });
      metrics?.jobRuns.labels('change_feed', summary ? 'done' : 'skipped').inc();
      if (summary?.pages)
        logger.info({ ...summary, cursor: undefined, through: summary.cursor.through }, 'change feed read');
      if (summary?.stoppedOnFailure)
        logger.warn('change feed: TMDb kept failing; the next run goes on from the same place');
    },
    onError: (err) => {
      metrics?.jobRuns.labels('change_feed', 'failed').inc();
      logger.warn({ err }, 'change feed run failed; the next run goes on from its cursor');
    },
  });
}
