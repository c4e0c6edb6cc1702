import {
  createCallBudget,
  createStreamingAvailabilitySource,
} from '@reelatlas/adapters/streaming-availability';
import {
  createRateLimiter,
  createTmdbCatalog,
  createTmdbClient,
  type TmdbCatalog,
} from '@reelatlas/adapters/tmdb';
import type { Availability } from '@reelatlas/contracts';
import type { Clock, OfferFactsDueStore, TitleRef } from '@reelatlas/core';
import {
  createCallBudgetStore,
  createCatalogCacheStore,
  createDbCatalog,
  type Database,
} from '@reelatlas/db';
import {
  FAKE_MOTN_KEY,
  FAKE_TMDB_BEARER,
  type FakeStreamingAvailability,
  type FakeTmdb,
  fakeTmdbTitles,
} from '@reelatlas/testing';

// What the tests of the Streaming Availability API through the live catalog share
// (docs/catalog.md#streaming-availability-api): the catalog as the server builds it, copies of
// The Matrix that no cache holds yet, and a counted search's way to a title.

const HOUR = 3_600_000;

export interface SecondSourceCatalogOptions {
  database: Database;
  tmdb: FakeTmdb;
  motn: FakeStreamingAvailability;
  clock: Clock;
  key?: string;
  perSecond?: number;
  monthlyQuota?: number;
  timeoutMs?: number;
  /** The due marks (docs/catalog.md#facts-due), when the test is about them. */
  offerFactsDue?: OfferFactsDueStore;
  onUpstreamError?: (error: unknown) => void;
}

/** The live catalog as the server builds it: the second source behind its own budget, on the test's clock. */
export function secondSourceCatalog(options: SecondSourceCatalogOptions): TmdbCatalog {
  const db = options.database.db;
  return createTmdbCatalog({
    client: createTmdbClient({
      token: FAKE_TMDB_BEARER,
      baseUrl: options.tmdb.url,
      timeoutMs: 2000,
      maxRetries: 0,
      limiter: createRateLimiter({ perSecond: 1000 }),
    }),
    store: createCatalogCacheStore(db),
    stored: createDbCatalog(db, 'tmdb'),
    clock: options.clock,
    titleTtlMs: 24 * HOUR,
    queryTtlMs: HOUR,
    ...(options.onUpstreamError && { onUpstreamError: options.onUpstreamError }),
    offerDetails: createStreamingAvailabilitySource({
      apiKey: options.key ?? FAKE_MOTN_KEY,
      baseUrl: options.motn.url,
      timeoutMs: options.timeoutMs ?? 1000,
      budget: createCallBudget({
        store: createCallBudgetStore(db),
        perSecond: options.perSecond ?? 100,
        monthlyQuota: options.monthlyQuota ?? 100_000,
        now: () => options.clock.now(),
      }),
    }),
    ...(options.offerFactsDue && { offerFactsDue: options.offerFactsDue }),
  });
}

/** The fake TMDb's titles plus copies of The Matrix under `ids`: titles neither cache holds yet. */
export function withMatrixCopies(ids: number[]): typeof fakeTmdbTitles {
  const titles = structuredClone(fakeTmdbTitles);
  const matrix = titles.find((t) => t.mediaType === 'movie' && t.item.id === 603);
  if (!matrix) throw new Error('fixture missing');
  for (const id of ids) titles.push({ ...structuredClone(matrix), item: { ...matrix.item, id } });
  return titles;
}

/** The second source's answer for The Matrix, for each copy (its fake forgets them on reset). */
export function motnMatrixCopies(motn: FakeStreamingAvailability, ids: number[]) {
  for (const id of ids) motn.shows[`movie/${id}`] = structuredClone(motn.shows['movie/603'] ?? {});
}

/** Ids from `first` to `last`, both included. */
export const idRange = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** The title as a counted search gets it: fetched (or cached), then its facts asked when owed. */
export async function countedTitle(catalog: TmdbCatalog, ref: TitleRef) {
  const title = await catalog.getTitle(ref);
  return title && (await catalog.withOfferFacts(title));
}

/** The offers of one service and way of watching in one country. */
export const offersOf = (
  rows: Availability[] | undefined,
  country: string,
  provider: string,
  offerType: string,
) =>
  rows?.filter((row) => row.country === country && row.provider === provider && row.offerType === offerType);

/** Netflix's subscription offer in the United States: the one the fakes give facts for. */
export const netflixUs = (rows: Availability[] | undefined) =>
  offersOf(rows, 'US', 'Netflix', 'subscription')?.[0];
