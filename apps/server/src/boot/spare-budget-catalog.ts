import { createSpareBudgetLimiter, createTmdbCatalog, createTmdbClient } from '@reelatlas/adapters/tmdb';
import type { Clock } from '@reelatlas/core';
import {
  createCallBudgetStore,
  createCatalogCacheStore,
  createDbCatalog,
  type Database,
} from '@reelatlas/db';
import type { Env } from '../env.ts';

/**
 * The TMDb client and catalog of the background fetchers (the names crawl, the change feed):
 * its limiter takes a call only while the shared one-second window holds fewer than half of
 * TMDB_RATE_LIMIT calls, so searches and refreshes always come first; no retries (the caller
 * keeps its place and waits instead).
 */
export function spareBudgetCatalog(
  database: Database,
  env: Pick<
    Env,
    | 'TMDB_API_URL'
    | 'TMDB_TIMEOUT_MS'
    | 'TMDB_RATE_LIMIT'
    | 'TMDB_TITLE_TTL_HOURS'
    | 'TMDB_SEARCH_TTL_MINUTES'
  > & { TMDB_API_TOKEN: string },
  clock: Clock,
) {
  const db = database.db;
  const client = createTmdbClient({
    token: env.TMDB_API_TOKEN,
    baseUrl: env.TMDB_API_URL,
    timeoutMs: env.TMDB_TIMEOUT_MS,
    maxRetries: 0,
    limiter: createSpareBudgetLimiter({
      store: createCallBudgetStore(db),
      max: Math.floor(env.TMDB_RATE_LIMIT / 2),
    }),
  });
  const catalog = createTmdbCatalog({
    client,
    store: createCatalogCacheStore(db),
    stored: createDbCatalog(db, 'tmdb'),
    clock,
    titleTtlMs: env.TMDB_TITLE_TTL_HOURS * 3_600_000,
    queryTtlMs: env.TMDB_SEARCH_TTL_MINUTES * 60_000,
    autocompleteClient: null,
  });
  return { client, catalog };
}
