import { exportDayAt, syncTitleIndex, type TitleIndexSyncProgress } from '@reelatlas/adapters/tmdb';
import type { Clock } from '@reelatlas/core';
import {
  createTitleIndexStore,
  type Database,
  readMeta,
  TITLE_INDEX_DAY_KEY,
  writeMeta,
} from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { CATALOG_REFRESH_LOCK } from './catalog-refresh.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';

export { TITLE_INDEX_DAY_KEY };

export interface TitleIndexSyncRunOptions {
  database: Database;
  env: Pick<Env, 'TMDB_EXPORTS_URL'>;
  clock: Clock;
  /** The export day to read; default: the newest published at `clock.now()`. */
  day?: Date;
  onProgress?: (progress: TitleIndexSyncProgress) => void;
  signal?: AbortSignal;
}

/**
 * One sync of the title index from TMDb's daily ID exports, under the catalog lock (one
 * instance, or the CLI, at a time; a refresh and a sync never run together). `null` when the
 * lock is held elsewhere. A failure throws and leaves the index as it was.
 */
export async function runTitleIndexSync(options: TitleIndexSyncRunOptions) {
  const { database } = options;
  const outcome = await database.tryWithLock(CATALOG_REFRESH_LOCK, async () => {
    const summary = await syncTitleIndex({
      baseUrl: options.env.TMDB_EXPORTS_URL,
      store: createTitleIndexStore(database.db),
      day: options.day ?? exportDayAt(options.clock.now()),
      onProgress: options.onProgress,
      signal: options.signal,
    });
    await writeMeta(database.db, TITLE_INDEX_DAY_KEY, summary.day);
    return summary;
  });
  return outcome.ran ? outcome.value : null;
}

/**
 * The daily job: every `checkEveryMs` (and `firstCheckMs` after start) each instance looks
 * whether the newest export was synced; if not, it tries, and the lock lets one of them run it.
 * A failed run is tried again at the next check.
 */
export function startTitleIndexSync(
  options: Omit<TitleIndexSyncRunOptions, 'day' | 'signal'> & {
    logger: Logger;
    checkEveryMs?: number;
    firstCheckMs?: number;
  },
): ScheduledJob {
  return scheduleJob({
    firstMs: options.firstCheckMs ?? 60_000,
    everyMs: options.checkEveryMs ?? 3_600_000,
    run: async (signal) => {
      const wanted = exportDayAt(options.clock.now()).toISOString().slice(0, 10);
      if ((await readMeta(options.database.db, TITLE_INDEX_DAY_KEY)) === wanted) return;
      const summary = await runTitleIndexSync({ ...options, signal });
      if (!summary) return;
      options.logger.info({ ...summary, examples: undefined }, 'title index synced');
      for (const kept of summary.keptAbsent)
        options.logger.warn(
          kept,
          'title index: the export lacks too many indexed ids (short export?); none of them removed',
        );
    },
    onError: (err) =>
      options.logger.warn({ err }, 'title index sync failed; the previous index stays in place'),
  });
}
