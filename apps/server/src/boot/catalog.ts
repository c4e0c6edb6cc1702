import { withCatalogCache } from '@reelatlas/adapters/catalog-cache';
import {
  createCallBudget,
  createStreamingAvailabilitySource,
  StreamingAvailabilityError,
} from '@reelatlas/adapters/streaming-availability';
import {
  createRateLimiter,
  createSharedRateLimiter,
  createSpareBudgetLimiter,
  createTmdbCatalog,
  createTmdbClient,
  SpareBudgetSpent,
  type TmdbCatalog,
  TmdbError,
} from '@reelatlas/adapters/tmdb';
import type { CatalogCacheStore, Clock, OfferDetailsSource, RememberingCatalog } from '@reelatlas/core';
import {
  createCallBudgetStore,
  createCatalogCacheStore,
  createDbCatalog,
  createOfferFactsDueStore,
  createRateLimitStore,
  type Db,
  findExactTitle,
  onCatalogChange,
} from '@reelatlas/db';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { countedCatalog, countedFetch } from '../metrics/instrumented.ts';
import type { Metrics } from '../metrics/metrics.ts';

/** The in-process LRU in front of either catalog: popular prefixes and titles from memory. */
const MEMORY_CACHE = { ttlMs: 10 * 60_000, maxEntries: 2000 };
/** A suggestion that takes longer than this is no longer wanted. */
const AUTOCOMPLETE_TIMEOUT_MS = 1500;

export interface LiveCatalog {
  catalog: TmdbCatalog;
  store: CatalogCacheStore;
  titleTtlMs: number;
}

export interface Catalogs {
  /** What the routes use: the catalog behind its in-process memory. */
  catalog: RememberingCatalog;
  /** Present when TMDB_API_TOKEN is set. */
  live?: LiveCatalog;
  /** Stops telling the catalog's memory of catalog writes (at the server's close). */
  stopListening(): void;
}

/** TMDb's client, paced per process and, through the database, across every instance. */
export function createLiveCatalog(
  env: Env,
  db: Db,
  clock: Clock,
  logger: Logger,
  metrics?: Metrics,
): LiveCatalog | undefined {
  if (!env.TMDB_API_TOKEN) return undefined;
  const client = createTmdbClient({
    token: env.TMDB_API_TOKEN,
    baseUrl: env.TMDB_API_URL,
    timeoutMs: env.TMDB_TIMEOUT_MS,
    maxRetries: env.TMDB_MAX_RETRIES,
    // A visitor waits at most TMDB_TIMEOUT_MS for a slot; past that the call fails at once (503
    // with Retry-After unless a cached answer serves), so the queue never grows without bound.
    limiter: createSharedRateLimiter({
      local: createRateLimiter({ perSecond: env.TMDB_RATE_LIMIT, maxWaitMs: env.TMDB_TIMEOUT_MS }),
      store: createRateLimitStore(db),
      perSecond: env.TMDB_RATE_LIMIT,
      maxWaitMs: env.TMDB_TIMEOUT_MS,
    }),
    onRetry: (info) => logger.warn(info, 'TMDb call retried'),
    fetch: metrics ? countedFetch(metrics) : undefined,
  });
  // Autocomplete's way to TMDb (docs/catalog.md#title-index): no retries, a short timeout, and a limiter that
  // refuses at once unless the shared window has room below half of TMDB_RATE_LIMIT, so searches
  // and refreshes always keep the other half and never queue behind a keystroke.
  const autocompleteClient = createTmdbClient({
    token: env.TMDB_API_TOKEN,
    baseUrl: env.TMDB_API_URL,
    timeoutMs: Math.min(env.TMDB_TIMEOUT_MS, AUTOCOMPLETE_TIMEOUT_MS),
    maxRetries: 0,
    limiter: createSpareBudgetLimiter({
      store: createCallBudgetStore(db),
      max: Math.floor(env.TMDB_RATE_LIMIT / 2),
    }),
  });
  const store = createCatalogCacheStore(db);
  const offerDetails = createOfferDetailsSource(env, db);
  const titleTtlMs = env.TMDB_TITLE_TTL_HOURS * 3_600_000;
  const catalog = createTmdbCatalog({
    client,
    store,
    stored: createDbCatalog(db, 'tmdb'),
    clock,
    titleTtlMs,
    queryTtlMs: env.TMDB_SEARCH_TTL_MINUTES * 60_000,
    autocompleteClient,
    findLocal: (query) => findExactTitle(db, query.title, query.year),
    offerDetails,
    offerFactsDue: offerDetails ? createOfferFactsDueStore(db) : undefined,
    onUpstreamError: (err, context) => {
      // Not a failure: the second's budget was the searches'.
      if (err instanceof SpareBudgetSpent) return;
      if (err instanceof StreamingAvailabilityError) {
        // A spent budget is the plan's limit at work, not a failure.
        if (err.kind === 'budget') return;
        if (err.kind === 'unauthorized')
          logger.error({ context }, 'The Streaming Availability API refused its key: TMDb data only');
        else logger.warn({ err, context }, 'The Streaming Availability API failed: its cached facts if any');
        return;
      }
      if (err instanceof TmdbError && err.kind === 'unauthorized')
        logger.error({ context }, 'TMDb refused TMDB_API_TOKEN (401): serving cached data only');
      else logger.warn({ err, context }, 'TMDb call failed: serving cached data if there is any');
    },
  });
  return { catalog, store, titleTtlMs };
}

/**
 * The Streaming Availability API when its key is set (docs/catalog.md#streaming-availability-api):
 * a call per title on a counted search, within its own budget shared by every instance.
 */
function createOfferDetailsSource(env: Env, db: Db): OfferDetailsSource | undefined {
  if (!env.STREAMING_AVAILABILITY_API_KEY) return undefined;
  return createStreamingAvailabilitySource({
    apiKey: env.STREAMING_AVAILABILITY_API_KEY,
    baseUrl: env.STREAMING_AVAILABILITY_API_URL,
    timeoutMs: env.STREAMING_AVAILABILITY_TIMEOUT_MS,
    budget: createCallBudget({
      store: createCallBudgetStore(db),
      perSecond: env.STREAMING_AVAILABILITY_RATE_LIMIT,
      monthlyQuota: env.STREAMING_AVAILABILITY_MONTHLY_QUOTA,
    }),
  });
}

/**
 * TMDb when configured; otherwise the catalog stored in the database — the demo catalog, or
 * titles an operator imported (then labelled as live data, without the demo note).
 */
export async function createCatalogs(
  env: Env,
  db: Db,
  clock: Clock,
  logger: Logger,
  storedSource: () => Promise<'demo' | 'tmdb'>,
  metrics: Metrics,
): Promise<Catalogs> {
  const live = createLiveCatalog(env, db, clock, logger, metrics);
  const inner = live?.catalog ?? createDbCatalog(db, await storedSource());
  // Lookups are counted in front of the memory cache, misses behind it (hits = the difference).
  const cached = withCatalogCache(countedCatalog(inner, metrics.catalogMisses), MEMORY_CACHE);
  // Suggestions a write may change are dropped as soon as it commits (here) or is read (another
  // instance's): what is written is found at once, not after the cache's ten minutes.
  const stopListening = onCatalogChange((added) => cached.forgetSuggestions(added));
  return { catalog: countedCatalog(cached, metrics.catalogLookups), live, stopListening };
}
