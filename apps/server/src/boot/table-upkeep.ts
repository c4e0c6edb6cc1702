import { type Database, vacuumDueTables } from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.ts';

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
): { stop(): Promise<void> } {
  if (database.kind !== 'pglite') return { stop: async () => undefined };
  const runs = options.metrics?.jobRuns;
  let running: Promise<unknown> | null = null;
  let sweepUpTo = STARTUP_SWEEP_BYTES;
  const tick = () => {
    if (running) return;
    running = vacuumDueTables(database.db, { sweepUpTo })
      .then((done) => {
        sweepUpTo = -1;
        runs?.labels('table_upkeep', 'done').inc();
        if (done.length) options.logger.info({ tables: done }, 'table upkeep');
      })
      .catch((err) => {
        runs?.labels('table_upkeep', 'failed').inc();
        options.logger.warn({ err }, 'table upkeep failed; tried again at the next round');
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? TABLE_UPKEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
