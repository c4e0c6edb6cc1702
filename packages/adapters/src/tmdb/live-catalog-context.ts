import { AppError, type CatalogCacheStore, type Clock } from '@reelatlas/core';
import { type TmdbClient, TmdbError } from './http-client.ts';
import type { createSingleFlight } from './single-flight.ts';

/** What every part of the live catalog (titles, search answers, reference lists) shares. */
export interface LiveCatalogContext {
  client: TmdbClient;
  /** The database cache (titles + availability, query answers, reference lists). */
  store: CatalogCacheStore;
  clock: Clock;
  /** Concurrent misses for one key make one TMDb call. */
  flights: ReturnType<typeof createSingleFlight>;
  /** Told when TMDb fails (a stale or stored answer, or a 503, follows). */
  report(error: unknown, context: string): void;
  /** Whether something fetched at `fetchedAt` is younger than `ttlMs`. */
  isFresh(fetchedAt: Date, ttlMs: number): boolean;
}

export const LANGUAGE = 'en-US';

/**
 * 503 when nothing cached can answer; with Retry-After when TMDb was not even asked because
 * the request budget is spoken for (the limiter's queue is full).
 */
export const unavailable = (cause?: unknown) =>
  new AppError(
    'service_unavailable',
    undefined,
    undefined,
    cause instanceof TmdbError && cause.kind === 'busy' ? (cause.retryAfterMs ?? 1000) / 1000 : undefined,
  );

/**
 * Like Promise.all, but settles only once every call has: a failed list does not leave its
 * sibling running (and retrying) after the caller has moved on.
 */
export async function allOrFirstFailure<T>(calls: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(calls);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}
