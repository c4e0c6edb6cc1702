import type { TitleSummary } from '@reelatlas/contracts';
import { normalizeTitle } from '@reelatlas/core';
import type { TmdbClient } from './http-client.ts';
import { allOrFirstFailure, LANGUAGE, type LiveCatalogContext } from './live-catalog-context.ts';
import { toSummary } from './map.ts';
import { pageSchema, parseListItems } from './schemas.ts';
import { type Answer, staleOnFailure } from './stale-on-failure.ts';
import { mergeTopRated } from './top-rated.ts';

// Movies and TV since the TV list joined; the old 'top_rated:movie' row is simply not read.
const TOP_RATED_KEY = 'top_rated:all';

export interface QueryAnswerTimes {
  /** Search answers are reused for this long (shorter: new titles appear). */
  queryTtlMs: number;
  /** The top-rated list is reused for this long. */
  topRatedTtlMs: number;
}

/**
 * TMDb's answers to searches and the top-rated list, cached in the database: fresh cache, else
 * TMDb (one call per query at a time), else the stale answer. Each caller decides what answers
 * when nothing is cached.
 */
export function createQueryAnswers(context: LiveCatalogContext, times: QueryAnswerTimes) {
  const { client, store, clock, flights } = context;

  async function cachedQuery(
    key: string,
    ttlMs: number,
    fetchUpstream: () => Promise<TitleSummary[]>,
  ): Promise<Answer<TitleSummary[]>> {
    const cached = await store.getQuery(key);
    return staleOnFailure(cached && { value: cached.results, fetchedAt: cached.fetchedAt }, {
      isFresh: (fetchedAt) => context.isFresh(fetchedAt, ttlMs),
      fetch: () =>
        flights.run(`query:${key}`, async () => {
          const results = await fetchUpstream();
          await store.saveQuery(key, results, clock.now());
          return results;
        }),
      onFailure: (error) => context.report(error, key),
    });
  }

  return {
    /** TMDb's /search/multi: movies and TV shows (people dropped), asked through `via`. */
    searchMulti(query: string, via: TmdbClient = client) {
      return cachedQuery(`multi:${normalizeTitle(query)}`, times.queryTtlMs, async () => {
        const page = await via.get(
          '/search/multi',
          { query, include_adult: 'false', language: LANGUAGE, page: '1' },
          pageSchema,
        );
        return parseListItems(page.results).flatMap((item) => toSummary(item) ?? []);
      });
    },

    /** TMDb's movie and TV top-rated pages merged; both lists or neither (a movie-only list cached for a day would hide TV again). */
    topRated() {
      return cachedQuery(TOP_RATED_KEY, times.topRatedTtlMs, async () => {
        const [movies, shows] = await allOrFirstFailure(
          (['movie', 'tv'] as const).map((kind) =>
            client.get(`/${kind}/top_rated`, { language: LANGUAGE, page: '1' }, pageSchema),
          ),
        );
        return mergeTopRated(parseListItems(movies?.results ?? []), parseListItems(shows?.results ?? []));
      });
    },
  };
}
