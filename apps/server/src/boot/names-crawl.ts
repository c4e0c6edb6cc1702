import { crawlTitleNames, type NamesCrawlSummary } from '@reelatlas/adapters/tmdb';
import type { Clock } from '@reelatlas/core';
import { createNamesCrawlStore, type Database } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';
import { spareBudgetCatalog } from './spare-budget-catalog.ts';

/** One names crawl at a time, across instances and the CLI (an advisory lock of its own). */
export const NAMES_CRAWL_LOCK = 0x7e1a_7106;

export interface NamesCrawlRunOptions {
  database: Database;
  env: Pick<
    Env,
    | 'TMDB_API_TOKEN'
    | 'TMDB_API_URL'
    | 'TMDB_TIMEOUT_MS'
    | 'TMDB_RATE_LIMIT'
    | 'TMDB_TITLE_TTL_HOURS'
    | 'TMDB_SEARCH_TTL_MINUTES'
  >;
  clock: Clock;
  limit: number;
  onProgress?: (done: number) => void;
  onTitle?: (outcome: 'fetched' | 'gone' | 'skipped') => void;
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
  signal?: AbortSignal;
}

/**
 * Fetches the names (and availability) of the titles known only from the exports, most popular
 * first, from TMDb budget that searches and refreshes leave unused: its client's limiter takes a
 * call only while the shared one-second window holds fewer than half of TMDB_RATE_LIMIT calls
 * (as autocomplete's fallback), and the crawl waits for such a slot rather than queue. `null`
 * when another crawl holds the lock.
 */
export async function runNamesCrawl(options: NamesCrawlRunOptions): Promise<NamesCrawlSummary | null> {
  const { database, env, clock } = options;
  if (!env.TMDB_API_TOKEN) throw new Error('the names crawl needs TMDB_API_TOKEN');
  const db = database.db;
  const { catalog } = spareBudgetCatalog(database, { ...env, TMDB_API_TOKEN: env.TMDB_API_TOKEN }, clock);
  const outcome = await database.tryWithLock(NAMES_CRAWL_LOCK, () =>
    crawlTitleNames({
      fetchTitle: (ref) => catalog.refreshTitle(ref),
      store: createNamesCrawlStore(db),
      limit: options.limit,
      onProgress: options.onProgress,
      onTitle: options.onTitle,
      sleep: options.sleep,
      backoffMs: options.backoffMs,
      signal: options.signal,
    }),
  );
  return outcome.ran ? outcome.value : null;
}

/** Titles one round of the background crawl takes at most (minutes at the spare rate). */
const ROUND_TITLES = 5_000;

/**
 * The names crawl as a job in every server with a TMDb token (TMDB_NAMES_CRAWL=off turns it off):
 * `firstCheckMs` after the start (soon: titles the export sync wrote are crawled the same hour),
 * then every `everyMs`, a round of up to ROUND_TITLES titles; the lock lets one instance run it.
 * Its work is counted in /metrics (titles done by outcome, titles remaining).
 */
export function startNamesCrawl(
  options: Omit<NamesCrawlRunOptions, 'limit' | 'signal' | 'onTitle' | 'onProgress'> & {
    logger: Logger;
    metrics?: Metrics;
    firstCheckMs?: number;
    everyMs?: number;
  },
): ScheduledJob {
  const store = createNamesCrawlStore(options.database.db);
  return scheduleJob({
    firstMs: options.firstCheckMs ?? 30_000,
    everyMs: options.everyMs ?? 60_000,
    run: async (signal) => {
      options.metrics?.namesCrawlRemaining.set(await store.remaining());
      const summary = await runNamesCrawl({
        ...options,
        limit: ROUND_TITLES,
        signal,
        onTitle: (outcome) => options.metrics?.namesCrawlTitles.labels(outcome).inc(),
      });
      options.metrics?.jobRuns.labels('names_crawl', summary ? 'done' : 'skipped').inc();
      if (summary && summary.fetched + summary.gone + summary.skipped) {
        options.metrics?.namesCrawlRemaining.set(await store.remaining());
        options.logger.info({ ...summary, cursor: undefined }, 'names crawl round done');
      }
      if (summary?.stoppedOnFailure)
        options.logger.warn('names crawl: TMDb kept failing one title; the next round starts with it');
    },
    onError: (err) => {
      options.metrics?.jobRuns.labels('names_crawl', 'failed').inc();
      options.logger.warn({ err }, 'names crawl round failed; the next round goes on from its cursor');
    },
  });
}
