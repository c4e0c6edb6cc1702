import {
  createRateLimiter,
  createTmdbCatalog,
  createTmdbClient,
  type TmdbCatalog,
} from '@reelatlas/adapters/tmdb';
import type { Clock } from '@reelatlas/core';
import { createCatalogCacheStore, createDbCatalog, type Database } from '@reelatlas/db';
import { FAKE_TMDB_BEARER, type FakeTmdb } from '@reelatlas/testing';

const HOUR = 3_600_000;

/**
 * A TMDb catalog against the fake TMDb over one database, as the server builds it, with short
 * timeouts and one retry so failure cases finish quickly. Every upstream error is handed to
 * `onUpstreamError` so tests can see what was reported.
 */
export function testTmdbCatalog(options: {
  fake: FakeTmdb;
  database: Database;
  clock: Clock;
  onUpstreamError: (error: unknown) => void;
}): TmdbCatalog {
  return createTmdbCatalog({
    client: createTmdbClient({
      token: FAKE_TMDB_BEARER,
      baseUrl: options.fake.url,
      // Room for a 150 ms answer on a loaded CI machine (300 ms once timed one out), still well
      // under the 1 s answers the timeout tests send.
      timeoutMs: 600,
      maxRetries: 1,
      backoffMs: 10,
      limiter: createRateLimiter({ perSecond: 100 }),
    }),
    store: createCatalogCacheStore(options.database.db),
    stored: createDbCatalog(options.database.db, 'tmdb'),
    clock: options.clock,
    titleTtlMs: 24 * HOUR,
    queryTtlMs: HOUR,
    onUpstreamError: options.onUpstreamError,
  });
}
