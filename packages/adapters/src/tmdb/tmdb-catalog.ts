import type { Region, TitleSummary } from '@reelatlas/contracts';
import {
  AppError,
  type CachedQuery,
  type CatalogCacheStore,
  type CatalogProvider,
  type Clock,
  normalizeTitle,
  type TitleRef,
  type TitleWithAvailability,
} from '@reelatlas/core';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { type TmdbClient, TmdbError } from './http-client.ts';
import { toCatalogTitle, toSummary } from './map.ts';
import {
  buildProviderDirectory,
  type ProviderDirectory,
  providerDirectorySchema,
} from './provider-brands.ts';
import {
  detailsSchema,
  pageSchema,
  parseListItems,
  parseProviderEntries,
  parseRegions,
  providerListSchema,
  regionListSchema,
} from './schemas.ts';
import { servicesFromBrands } from './services.ts';
import { createSingleFlight } from './single-flight.ts';
import { SpareBudgetSpent } from './spare-budget-limiter.ts';
import { mergeTopRated } from './top-rated.ts';

export interface TmdbCatalogOptions {
  client: TmdbClient;
  /** The database cache (titles + availability, query answers). */
  store: CatalogCacheStore;
  /** The stored titles searched in the database: answers search when TMDb cannot. */
  stored: CatalogProvider;
  clock: Clock;
  /** Details and availability are refetched after this long (e.g. 24 h). */
  titleTtlMs: number;
  /** Search answers are reused for this long (shorter: new titles appear). */
  queryTtlMs: number;
  /** TMDb's provider and region lists are reused for this long (they change rarely); 7 days by default. */
  referenceTtlMs?: number;
  /**
   * After a failed fetch of a reference list, TMDb is not asked for it again for this long
   * (5 minutes by default): title fetches need the provider list, and must not each retry it.
   */
  referenceRetryMs?: number;
  /** Told when TMDb fails and a stale or stored answer is served instead. */
  onUpstreamError?: (error: unknown, context: string) => void;
  /** A title TMDb answered 404 for is not asked for again for this long (1 hour by default). */
  missingTtlMs?: number;
  /**
   * The client autocomplete may ask TMDb's /search/multi through when the local title index
   * finds nothing: the server gives one whose limiter never waits (spare budget only); `null`
   * keeps autocomplete local; absent, `client` is used.
   */
  autocompleteClient?: TmdbClient | null;
  /**
   * A typed search's exact local match (the title index and the titles fetched so far): found,
   * it answers without TMDb; otherwise TMDb's /search/multi decides.
   */
  findLocal?: (query: { title: string; year: number | null }) => Promise<TitleRef | null>;
}

export interface TmdbCatalog extends CatalogProvider {
  /** Fetches the title from TMDb now, whatever the cache holds. */
  refreshTitle(ref: TitleRef): Promise<'updated' | 'gone'>;
}

const LANGUAGE = 'en-US';
const APPEND = 'videos,watch/providers,external_ids';
// Movies and TV since the TV list joined; the old 'top_rated:movie' row is simply not read.
const TOP_RATED_KEY = 'top_rated:all';
const PROVIDERS_KEY = 'tmdb:watch_providers';
const REGIONS_KEY = 'tmdb:watch_regions';
const DAY_MS = 86_400_000;

const regionsSchema = z.array(z.object({ code: z.string(), name: z.string() }));

/**
 * 503 when nothing cached can answer; with Retry-After when TMDb was not even asked because
 * the request budget is spoken for (the limiter's queue is full).
 */
const unavailable = (cause?: unknown) =>
  new AppError(
    'service_unavailable',
    undefined,
    undefined,
    cause instanceof TmdbError && cause.kind === 'busy' ? (cause.retryAfterMs ?? 1000) / 1000 : undefined,
  );

/** Ids TMDb said it does not know, remembered per process (bounded: hostile variety costs only memory up to it). */
const MISSING_TITLES_MAX = 10_000;

/**
 * The live catalog (DESIGN.md §7): TMDb behind a database cache. Fresh cache answers skip TMDb;
 * concurrent misses share one upstream call; when TMDb fails, stale cache answers are served,
 * and only when nothing is cached does a visitor get 503 'service_unavailable'.
 */
export function createTmdbCatalog(options: TmdbCatalogOptions): TmdbCatalog {
  const { client, store, stored, clock } = options;
  const flights = createSingleFlight();
  const isFresh = (fetchedAt: Date, ttlMs: number) => clock.now().getTime() - fetchedAt.getTime() < ttlMs;
  const report = (error: unknown, context: string) => options.onUpstreamError?.(error, context);
  // A TMDb 404 is remembered (when it was said), so unknown ids asked again and again cost
  // TMDb's budget once an hour.
  const missingTtlMs = options.missingTtlMs ?? 3_600_000;
  const missingSince = new LRUCache<string, number>({ max: MISSING_TITLES_MAX });
  const knownMissing = (key: string) => {
    const since = missingSince.get(key);
    return since !== undefined && clock.now().getTime() - since < missingTtlMs;
  };

  /** One cached upstream query: fresh cache, else TMDb (one call per key), else the stale answer. */
  async function cachedQuery(
    key: string,
    ttlMs: number,
    fetchUpstream: () => Promise<TitleSummary[]>,
  ): Promise<{ results: TitleSummary[] } | { failed: unknown; stale: CachedQuery | null }> {
    const cached = await store.getQuery(key);
    if (cached && isFresh(cached.fetchedAt, ttlMs)) return cached;
    try {
      return {
        results: await flights.run(`query:${key}`, async () => {
          const results = await fetchUpstream();
          await store.saveQuery(key, results, clock.now());
          return results;
        }),
      };
    } catch (failed) {
      report(failed, key);
      return { failed, stale: cached };
    }
  }

  const referenceTtlMs = options.referenceTtlMs ?? 7 * DAY_MS;
  const referenceRetryMs = options.referenceRetryMs ?? 5 * 60_000;
  const referenceFailedAt = new Map<string, number>();

  /**
   * One cached reference list: fresh cache, else TMDb (one call per key, not again for a while
   * after a failure), else the stale copy, else null. Never throws: callers have fallbacks.
   */
  async function cachedReference<T>(
    key: string,
    schema: z.ZodType<T>,
    fetchUpstream: () => Promise<T>,
  ): Promise<T | null> {
    const cached = await store.getReference(key);
    const parsed = cached ? schema.safeParse(cached.data) : null;
    const stale = parsed?.success ? parsed.data : null;
    if (cached && stale !== null && isFresh(cached.fetchedAt, referenceTtlMs)) return stale;
    const failedAt = referenceFailedAt.get(key);
    if (failedAt !== undefined && clock.now().getTime() - failedAt < referenceRetryMs) return stale;
    try {
      return await flights.run(`reference:${key}`, async () => {
        const data = await fetchUpstream();
        await store.saveReference(key, data, clock.now());
        referenceFailedAt.delete(key);
        return data;
      });
    } catch (failed) {
      referenceFailedAt.set(key, clock.now().getTime());
      report(failed, key);
      return stale;
    }
  }

  /** TMDb's movie and TV provider lists folded into brands; null when never fetched and TMDb fails. */
  function providerDirectory(): Promise<ProviderDirectory | null> {
    return cachedReference(PROVIDERS_KEY, providerDirectorySchema, async () => {
      const [movie, tv] = await allOrFirstFailure(
        (['movie', 'tv'] as const).map((kind) =>
          client.get(`/watch/providers/${kind}`, { language: LANGUAGE }, providerListSchema),
        ),
      );
      return buildProviderDirectory([
        ...parseProviderEntries(movie?.results ?? []),
        ...parseProviderEntries(tv?.results ?? []),
      ]);
    });
  }

  async function searchMulti(query: string, via: TmdbClient = client) {
    const key = `multi:${normalizeTitle(query)}`;
    return cachedQuery(key, options.queryTtlMs, async () => {
      const page = await via.get(
        '/search/multi',
        { query, include_adult: 'false', language: LANGUAGE, page: '1' },
        pageSchema,
      );
      // People are dropped: this product finds movies and TV shows.
      return parseListItems(page.results).flatMap((item) => toSummary(item) ?? []);
    });
  }

  async function fetchTitle(ref: TitleRef): Promise<TitleWithAvailability | null> {
    return flights.run(`title:${ref.type}:${ref.id}`, async () => {
      try {
        // The directory is almost always cached; fetched alongside so a miss adds no latency.
        const [details, directory] = await Promise.all([
          client.get(
            `/${ref.type}/${ref.id}`,
            { language: LANGUAGE, append_to_response: APPEND },
            detailsSchema,
          ),
          providerDirectory(),
        ]);
        const title = toCatalogTitle(ref, details, directory);
        if (!title) throw new TmdbError('malformed', 'TMDb sent a title without a name');
        missingSince.delete(`${ref.type}:${ref.id}`);
        await store.saveTitle(title, clock.now());
        return title;
      } catch (err) {
        // TMDb's 404 is an answer: the title is gone, so it is gone from the cache too.
        if (err instanceof TmdbError && err.kind === 'not_found') {
          missingSince.set(`${ref.type}:${ref.id}`, clock.now().getTime());
          await store.deleteTitle(ref);
          return null;
        }
        throw err;
      }
    });
  }

  return {
    source: 'tmdb',

    async autocomplete(query, limit) {
      // DESIGN.md §7: the local index answers; TMDb only for what it lacks, and only from budget
      // that no search needs (that client's limiter refuses rather than queues).
      const local = await stored.autocomplete(query, limit);
      const via = options.autocompleteClient === undefined ? client : options.autocompleteClient;
      if (local.length || !via) return local;
      const answer = await searchMulti(query, via);
      if ('results' in answer) return answer.results.slice(0, limit);
      if (answer.stale) return answer.stale.results.slice(0, limit);
      if (answer.failed instanceof SpareBudgetSpent) return local;
      throw unavailable();
    },

    async search(query, ref) {
      // A picked title: its id and type are the answer; getTitle tells whether TMDb knows it.
      if (ref?.type) return { type: ref.type, id: ref.id };
      if (ref) {
        // An id without a type (an old link): a stored title with that id, else TMDb's movie.
        const known = await stored.search(query, ref);
        return known?.id === ref.id ? known : { type: 'movie', id: ref.id };
      }
      const exact = await options.findLocal?.(query);
      if (exact) return exact;
      const answer = await searchMulti(query.title);
      const results = 'results' in answer ? answer.results : answer.stale?.results;
      if (results) return bestMatch(results, query);
      const local = await stored.search(query);
      if (local) return local;
      throw unavailable();
    },

    async getTitle(ref) {
      const cached = await store.getTitle(ref);
      if (cached && isFresh(cached.fetchedAt, options.titleTtlMs)) return cached;
      // TMDb said 404 within the hour (a title imported since is served as stored).
      if (knownMissing(`${ref.type}:${ref.id}`)) return cached;
      try {
        return await fetchTitle(ref);
      } catch (err) {
        report(err, `${ref.type}:${ref.id}`);
        if (cached) return cached;
        throw unavailable(err);
      }
    },

    // The database cache only, stale or not: never TMDb.
    storedTitle: (ref) => store.getTitle(ref),

    async topRated(limit) {
      // Both lists or neither: a movie-only list cached for a day would hide TV again.
      const answer = await cachedQuery(TOP_RATED_KEY, options.titleTtlMs, async () => {
        const [movies, shows] = await allOrFirstFailure(
          (['movie', 'tv'] as const).map((kind) =>
            client.get(`/${kind}/top_rated`, { language: LANGUAGE, page: '1' }, pageSchema),
          ),
        );
        return mergeTopRated(parseListItems(movies?.results ?? []), parseListItems(shows?.results ?? []));
      });
      if ('results' in answer) return answer.results.slice(0, limit);
      if (answer.stale) return answer.stale.results.slice(0, limit);
      const local = await stored.topRated(limit);
      if (local.length) return local;
      throw unavailable(answer.failed);
    },

    async regions() {
      const regions = await cachedReference(REGIONS_KEY, regionsSchema, async () => {
        const list = await client.get('/watch/providers/regions', { language: LANGUAGE }, regionListSchema);
        return toRegions(parseRegions(list.results));
      });
      // Never fetched and TMDb fails: the countries of the titles cached so far.
      return regions?.length ? regions : stored.regions();
    },

    async services() {
      const [directory, local] = await Promise.all([providerDirectory(), stored.services()]);
      return servicesFromBrands(directory, local);
    },

    async refreshTitle(ref) {
      return (await fetchTitle(ref)) ? 'updated' : 'gone';
    },
  };
}

/**
 * Like Promise.all, but settles only once every call has: a failed list does not leave its
 * sibling running (and retrying) after the caller has moved on.
 */
async function allOrFirstFailure<T>(calls: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(calls);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}

/** TMDb's regions by English name (native name, then the code, when it has none). */
function toRegions(
  entries: { iso_3166_1: string; english_name?: string | null; native_name?: string | null }[],
): Region[] {
  const byCode = new Map<string, Region>();
  for (const entry of entries) {
    const name = entry.english_name?.trim() || entry.native_name?.trim() || entry.iso_3166_1;
    byCode.set(entry.iso_3166_1, { code: entry.iso_3166_1, name });
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The result a search means: the same title (accents and case aside) of the asked year, else
 * the same title, else a title of that year, else TMDb's best-ranked result.
 */
export function bestMatch(
  results: TitleSummary[],
  query: { title: string; year: number | null },
): TitleRef | null {
  const wanted = normalizeTitle(query.title);
  const sameTitle = results.filter((r) => normalizeTitle(r.title) === wanted);
  const pick =
    sameTitle.find((r) => query.year !== null && r.year === query.year) ??
    sameTitle[0] ??
    results.find((r) => query.year !== null && r.year === query.year) ??
    results[0];
  return pick ? { type: pick.type, id: pick.id } : null;
}
