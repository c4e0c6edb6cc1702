import type { Database } from '@reelatlas/db';
import { type DigestDeps, type DigestSummary, sendAlertDigests } from '../alerts/send-alert-digests.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';

/** The advisory lock id of the alert digests: one sender at a time across all instances. */
export const ALERT_DIGEST_LOCK = 0x7e1a_a1e7;

/** One digest round under the lock; `null` when another instance (or run) holds it. */
export async function runAlertDigests(database: Database, deps: DigestDeps): Promise<DigestSummary | null> {
  const outcome = await database.tryWithLock(ALERT_DIGEST_LOCK, () => sendAlertDigests(deps));
  return outcome.ran ? outcome.value : null;
}

/**
 * Sends the alert digests every `intervalMs` (0: never). Every instance schedules it; the
 * database lock lets one of them run it, and the per-user day claim keeps it to one a day.
 */
export function startAlertDigests(
  database: Database,
  deps: DigestDeps & { intervalMs: number; metrics?: Metrics },
): ScheduledJob {
  const runs = deps.metrics?.jobRuns;
  return scheduleJob({
    everyMs: deps.intervalMs,
    run: async () => {
      const summary = await runAlertDigests(database, deps);
      runs?.labels('alert_digests', summary ? 'done' : 'skipped').inc();
      if (summary?.sent || summary?.failed) deps.logger.info(summary, 'alert digests sent');
    },
    onError: (err) => {
      runs?.labels('alert_digests', 'failed').inc();
      deps.logger.warn({ err }, 'alert digests failed');
    },
  });
}
