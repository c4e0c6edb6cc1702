import type { TitleRef } from '@reelatlas/core';
import { callFromSpareBudget, type FetchTitle } from './spare-fetch.ts';

export interface NamesCrawlPosition extends TitleRef {
  popularity: number;
}

export interface NamesCrawlOptions {
  /** Fetches the title with its names (and what a search needs) and stores it; 'gone' on a 404. */
  fetchTitle: FetchTitle;
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

/**
 * The names crawl: the titles known only from the exports, most popular first, each fetched once
 * with its names, from TMDb budget that searches and refreshes leave (its client's limiter
 * refuses rather than queues, and the crawl waits for a spare slot). The cursor is written after
 * every title, so a stop or crash loses nothing; a title TMDb keeps failing (429, 5xx, timeout)
 * is tried again with back-off and, after `maxAttempts`, the run stops on it without moving on.
 */
export async function crawlTitleNames(options: NamesCrawlOptions): Promise<NamesCrawlSummary> {
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
      const outcome = await callFromSpareBudget(
        () => options.fetchTitle({ type: title.type, id: title.id }),
        {
          maxAttempts: options.maxAttempts,
          backoffMs: options.backoffMs,
          sleep: options.sleep,
          signal: options.signal,
          skipMalformed: true,
        },
      );
      if (outcome.kind === 'failed') {
        summary.stoppedOnFailure = true;
        summary.cursor = cursor;
        return summary;
      }
      if (outcome.kind === 'skipped') {
        summary.skipped++;
        options.onTitle?.('skipped');
      } else if (outcome.kind === 'done') {
        if (outcome.value === 'gone') summary.gone++;
        else summary.fetched++;
        options.onTitle?.(outcome.value === 'gone' ? 'gone' : 'fetched');
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
