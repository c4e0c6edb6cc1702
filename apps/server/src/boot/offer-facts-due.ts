import type { DueFactsRound } from '@reelatlas/adapters/tmdb';
import type { Database } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.ts';
import type { LiveCatalog } from './catalog.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';

/** One facts-due round at a time across instances (an advisory lock of its own). */
export const OFFER_FACTS_DUE_LOCK = 0x7e1a_7108;

/**
 * Due titles a round takes at most: each is one TMDb call and one Streaming Availability call,
 * a few a minute, so the searches keep nearly all of the second source's per-second budget.
 */
const ROUND_TITLES = 5;
/** A claimed title no other instance takes for this long (a round that dies leaves it due). */
const LEASE_MS = 5 * 60_000;

export interface OfferFactsDueOptions {
  database: Database;
  live: LiveCatalog;
  logger: Logger;
  metrics?: Metrics;
  /** Rounds every this long (a minute by default; tests shorten it). */
  everyMs?: number;
  /** The first round this long after the start. */
  firstMs?: number;
}

/** One round under the lock; `null` when another instance holds it. */
export async function runOfferFactsDue(
  options: OfferFactsDueOptions,
  signal?: AbortSignal,
): Promise<DueFactsRound | null> {
  const outcome = await options.database.tryWithLock(OFFER_FACTS_DUE_LOCK, () =>
    options.live.catalog.fetchDueFacts(ROUND_TITLES, LEASE_MS, signal),
  );
  return outcome.ran ? outcome.value : null;
}

/**
 * The titles whose offer facts a counted search asked for and did not get are asked for again
 * (docs/catalog.md#facts-due): every instance schedules it, the database lock lets one run it,
 * and each title's back-off and tries are in the database, so a restart changes nothing.
 */
export function startOfferFactsDue(options: OfferFactsDueOptions): ScheduledJob {
  const runs = options.metrics?.jobRuns;
  return scheduleJob({
    everyMs: options.everyMs ?? 60_000,
    firstMs: options.firstMs ?? 45_000,
    run: async (signal) => {
      const round = await runOfferFactsDue(options, signal);
      runs?.labels('offer_facts_due', round ? 'done' : 'skipped').inc();
      if (round && (round.claimed || round.givenUp)) options.logger.info(round, 'due offer facts asked');
    },
    onError: (err) => {
      runs?.labels('offer_facts_due', 'failed').inc();
      options.logger.warn({ err }, 'asking for due offer facts failed');
    },
  });
}
