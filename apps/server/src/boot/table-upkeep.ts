import { type Database, vacuumDueTables } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';

/** How often PGlite's tables are checked; autovacuum's own naptime is a minute. */
export const TABLE_UPKEEP_INTERVAL_MS = 5 * 60_000;
/**
 * The first round after a start also vacuums every table up to this size: PGlite forgets its
 * change counts when it closes. Measured on the bench's databases: 0.3–0.5 s for 24–25 tables,
 * one table at a time (the longest, the demo's titles, 146 ms).
 */
export const STARTUP_SWEEP_BYTES = 32 * 1024 * 1024;

/**
 * On PGlite, autovacuum's work (packages/db/src/vacuum-due-tables.ts) every `intervalMs`:
 * nothing else would ever vacuum or analyze its tables. PostgreSQL runs its own autovacuum, so
 * nothing is started there. One round at a time; a failed round is tried again at the next
 * (the start's sweep included).
 */
export function startTableUpkeep(
  database: Database,
  options: { logger: Logger; metrics?: Metrics; intervalMs?: number },
): ScheduledJob {
  if (database.kind !== 'pglite') return { stop: async () => undefined };
  const runs = options.metrics?.jobRuns;
  let sweepUpTo = STARTUP_SWEEP_BYTES;
  return scheduleJob({
    everyMs: options.intervalMs ?? TABLE_UPKEEP_INTERVAL_MS,
    run: async () => {
      const done = await vacuumDueTables(database.db, { sweepUpTo });
      sweepUpTo = -1;
      runs?.labels('table_upkeep', 'done').inc();
      if (done.length) options.logger.info({ tables: done }, 'table upkeep');
    },
    onError: (err) => {
      runs?.labels('table_upkeep', 'failed').inc();
      options.logger.warn({ err }, 'table upkeep failed; tried again at the next round');
    },
  });
}
