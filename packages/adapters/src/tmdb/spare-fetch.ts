import type { TitleRef } from '@reelatlas/core';
import { TmdbError } from './http-client.ts';
import { SpareBudgetSpent } from './spare-budget-limiter.ts';

/** How a call made from spare budget ended: done, or why not. */
export type SpareCallOutcome<T> =
  | { kind: 'done'; value: T }
  /** A malformed answer: no reason to stall (a search still fetches the title). */
  | { kind: 'skipped' }
  /** TMDb failed `maxAttempts` times in a row (429, 5xx, timeout, no connection). */
  | { kind: 'failed'; error: unknown }
  | { kind: 'stopped' };

export interface SpareCallOptions {
  /** Failures in a row after which the caller stops where it is (default 5). */
  maxAttempts?: number;
  /** First back-off after a failure (doubles each time; TMDb's Retry-After when longer). */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** A malformed answer is skipped rather than tried again (titles; a list page is tried again). */
  skipMalformed?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
/** Spare budget is looked for again this often: background work never queues ahead of searches. */
export const SPARE_BUDGET_WAIT_MS = 200;

/**
 * One TMDb call of a background job (the names crawl, the change feed), made only from budget
 * that searches and refreshes leave: its client's limiter refuses rather than queues, and this
 * waits for a spare slot. A failure is tried again with back-off until `maxAttempts`.
 */
export async function callFromSpareBudget<T>(
  call: () => Promise<T>,
  options: SpareCallOptions = {},
): Promise<SpareCallOutcome<T>> {
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? 1_000;
  let attempts = 0;
  for (;;) {
    if (options.signal?.aborted) return { kind: 'stopped' };
    try {
      return { kind: 'done', value: await call() };
    } catch (err) {
      if (err instanceof SpareBudgetSpent) {
        await sleep(SPARE_BUDGET_WAIT_MS);
        continue;
      }
      if (options.skipMalformed && err instanceof TmdbError && err.kind === 'malformed')
        return { kind: 'skipped' };
      if (++attempts >= maxAttempts) return { kind: 'failed', error: err };
      const retryAfter = err instanceof TmdbError ? (err.retryAfterMs ?? 0) : 0;
      await sleep(Math.max(retryAfter, backoffMs * 2 ** (attempts - 1)));
    }
  }
}

/** Fetches and stores one title from spare budget: 'updated', or 'gone' on TMDb's 404. */
export type FetchTitle = (ref: TitleRef) => Promise<'updated' | 'gone'>;
