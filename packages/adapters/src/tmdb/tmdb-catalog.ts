import type { TitleSummary } from '@reelatlas/contracts';
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
import { type TmdbClient, TmdbError } from './http-client.ts';
import { toCatalogTitle, toSummary } from './map.ts';
import { detailsSchema, pageSchema, parseListItems } from './schemas.ts';
import { createSingleFlight } from './single-flight.ts';

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
  /** Told when TMDb fails and a stale or stored answer is served instead. */
  onUpstreamError?: (error: unknown, context: string) => void;
}

export interface TmdbCatalog extends CatalogProvider {
  /** Fetches the title from TMDb now, whatever the cache holds. */
  refreshTitle(ref: TitleRef): Promise<'updated' | 'gone'>;
}

const LANGUAGE = 'en-US';
const APPEND = 'videos,watch/providers,external_ids';
const TOP_RATED_KEY = 'top_rated:movie';

const unavailable = () => new AppError('service_unavailable');

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

  async function searchMulti(query: string) {
    const key = `multi:${normalizeTitle(query)}`;
    return cachedQuery(key, options.queryTtlMs, async () => {
      const page = await client.get(
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
        const details = await client.get(
          `/${ref.type}/${ref.id}`,
          { language: LANGUAGE, append_to_response: APPEND },
          detailsSchema,
        );
        const title = toCatalogTitle(ref, details);
        if (!title) throw new TmdbError('malformed', 'TMDb sent a title without a name');
        await store.saveTitle(title, clock.now());
        return title;
      } catch (err) {
        // TMDb's 404 is an answer: the title is gone, so it is gone from the cache too.
        if (err instanceof TmdbError && err.kind === 'not_found') {
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
      const answer = await searchMulti(query);
      if ('results' in answer) return answer.results.slice(0, limit);
      if (answer.stale) return answer.stale.results.slice(0, limit);
      const local = await stored.autocomplete(query, limit);
      if (local.length) return local;
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
      try {
        return await fetchTitle(ref);
      } catch (err) {
        report(err, `${ref.type}:${ref.id}`);
        if (cached) return cached;
        throw unavailable();
      }
    },

    async topRated(limit) {
      const answer = await cachedQuery(TOP_RATED_KEY, options.titleTtlMs, async () => {
        const page = await client.get('/movie/top_rated', { language: LANGUAGE, page: '1' }, pageSchema);
        return parseListItems(page.results).flatMap((item) => toSummary(item, 'movie') ?? []);
      });
      if ('results' in answer) return answer.results.slice(0, limit);
      if (answer.stale) return answer.stale.results.slice(0, limit);
      const local = await stored.topRated(limit);
      if (local.length) return local;
      throw unavailable();
    },

    async refreshTitle(ref) {
      return (await fetchTitle(ref)) ? 'updated' : 'gone';
    },
  };
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
