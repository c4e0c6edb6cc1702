import { createCatalogWritesReader, type Db } from '@reelatlas/db';
import type { Logger } from 'pino';
import { type ScheduledJob, scheduleJob } from './schedule-job.ts';

/**
 * How often each instance reads the catalog writes of the others (and of `catalog:*` commands):
 * a title written elsewhere is suggested here at most this long (plus one reading) after it
 * commits. Its own writes are taken in at once.
 */
export const CATALOG_WRITES_READ_MS = 5_000;

/** Reads other processes' catalog writes into this one's autocomplete memory, every few seconds. */
export function startCatalogWritesReader(
  db: Db,
  logger: Logger,
  everyMs = CATALOG_WRITES_READ_MS,
): ScheduledJob {
  const reader = createCatalogWritesReader(db);
  return scheduleJob({
    firstMs: 0,
    everyMs,
    run: () => reader.read(),
    onError: (err) => logger.warn({ err }, 'reading other instances’ catalog writes failed; retrying'),
  });
}
