import type { TitleRef } from '@reelatlas/core';
import { TmdbError } from './http-client.ts';
import { SpareBudgetSpent } from './spare-budget-limiter.ts';

export interface NamesCrawlPosition extends TitleRef {
  popularity: number;
}

export interface NamesCrawlOptions {
  /** Fetches the title with its names (and what a search needs) and stores it; 'gone' on a 404. */
  fetchTitle(ref: TitleRef): Promise<'updated' | 'gone'>;
  store: {
    readCursor(): Promise<NamesCrawlPosition | null>;
    writeCursor(cursor: NamesCrawlPosition | null): Promise<void>;
    next(after: NamesCrawlPosition | null, limit: number): Promise<NamesCrawlPosition[]>;
  };
  /** Titles fetched at most in this run. */
  limit: number;
  /** Failures of one title in a row (429, 5xx, timeout, no connection) after which the run stops where it is. */
  maxAttempts?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  onProgress?: (done: number) => void;
  /** Told of each title done (metrics). */
  onTitle?: (outcome: 'fetched' | 'gone' | 'skipped') => void;
  signal?: AbortSignal;
}

export interface NamesCrawlSummary {
  fetched: number;
  gone: number;
  skipped: number;
  /** The run stopped on a title TMDb kept failing; the next run starts with it again. */
  stoppedOnFailure: boolean;
  cursor: NamesCrawlPosition | null;
}

const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
/** Spare budget is looked for again this often: the crawl never queues ahead of searches. */
const SPARE_BUDGET_WAIT_MS = 200;
/** A malformed answer is no reason to stall: the title is skipped (a search still fetches it). */
const skippable = (err: unknown) => err instanceof TmdbError && err.kind === 'malformed';

/**
 * The names crawl: the titles known only from the exports, most popular first, each fetched once
 * with its names, from TMDb budget that searches and refreshes leave (its client's limiter
 * refuses rather than queues, and the crawl waits for a spare slot). The cursor is written after
 * every title, so a stop or crash loses nothing; a title TMDb keeps failing (429, 5xx, timeout)
 * is tried again with back-off and, after `maxAttempts`, the run stops on it without moving on.
 */
export async function crawlTitleNames(options: NamesCrawlOptions): Promise<NamesCrawlSummary> {
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? 1_000;
  const summary: NamesCrawlSummary = {
    fetched: 0,
    gone: 0,
    skipped: 0,
    stoppedOnFailure: false,
    cursor: null,
  };
  let cursor = await options.store.readCursor();
  let done = 0;
  while (done < options.limit && !options.signal?.aborted) {
    const batch = await options.store.next(cursor, Math.min(100, options.limit - done));
    if (!batch.length) break;
    for (const title of batch) {
      let attempts = 0;
      for (;;) {
        if (options.signal?.aborted) break;
        try {
          const outcome = await options.fetchTitle({ type: title.type, id: title.id });
          if (outcome === 'gone') summary.gone++;
          else summary.fetched++;
          options.onTitle?.(outcome === 'gone' ? 'gone' : 'fetched');
          break;
        } catch (err) {
          if (err instanceof SpareBudgetSpent) {
            await sleep(SPARE_BUDGET_WAIT_MS);
            continue;
          }
          if (skippable(err)) {
            summary.skipped++;
            options.onTitle?.('skipped');
            break;
          }
          if (++attempts >= maxAttempts) {
            summary.stoppedOnFailure = true;
            summary.cursor = cursor;
            return summary;
          }
          const retryAfter = err instanceof TmdbError ? (err.retryAfterMs ?? 0) : 0;
          await sleep(Math.max(retryAfter, backoffMs * 2 ** (attempts - 1)));
        }
      }
      if (options.signal?.aborted) break;
      cursor = title;
      await options.store.writeCursor(cursor);
      done++;
      options.onProgress?.(done);
      if (done >= options.limit) break;
    }
  }
  summary.cursor = cursor;
  return summary;
}
