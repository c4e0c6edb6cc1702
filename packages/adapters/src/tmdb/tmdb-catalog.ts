import type { CatalogCacheStore, CatalogProvider, Clock, PickedTitle, TitleRef } from '@reelatlas/core';
import { bestMatch } from './best-match.ts';
import type { TmdbClient } from './http-client.ts';
import { type LiveCatalogContext, unavailable } from './live-catalog-context.ts';
import { createQueryAnswers } from './query-answers.ts';
import { createReferenceLists } from './reference-lists.ts';
import { servicesFromBrands } from './services.ts';
import { createSingleFlight } from './single-flight.ts';
import { SpareBudgetSpent } from './spare-budget-limiter.ts';
import { createTitleSource } from './title-source.ts';

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

const DAY_MS = 86_400_000;

/**
 * The live catalog (docs/catalog.md#live-catalog-tmdb): TMDb behind a database cache. Fresh cache answers skip TMDb;
 * concurrent misses share one upstream call; when TMDb fails, stale cache answers are served,
 * and only when nothing is cached does a visitor get 503 'service_unavailable'. Titles
 * (title-source.ts), search answers and the top-rated list (query-answers.ts) and TMDb's
 * provider and region lists (reference-lists.ts) each keep their own rules; this file decides
 * what answers when TMDb cannot.
 */
export function createTmdbCatalog(options: TmdbCatalogOptions): TmdbCatalog {
  const { client, store, stored, clock } = options;
  const context: LiveCatalogContext = {
    client,
    store,
    clock,
    flights: createSingleFlight(),
    report: (error, where) => options.onUpstreamError?.(error, where),
    isFresh: (fetchedAt, ttlMs) => clock.now().getTime() - fetchedAt.getTime() < ttlMs,
  };
  const references = createReferenceLists(context, {
    ttlMs: options.referenceTtlMs ?? 7 * DAY_MS,
    retryMs: options.referenceRetryMs ?? 5 * 60_000,
  });
  const titles = createTitleSource(context, {
    titleTtlMs: options.titleTtlMs,
    missingTtlMs: options.missingTtlMs ?? 3_600_000,
    providerDirectory: references.providerDirectory,
  });
  const queries = createQueryAnswers(context, {
    queryTtlMs: options.queryTtlMs,
    topRatedTtlMs: options.titleTtlMs,
  });

  /**
   * A picked title, when it exists: with its type, that title; an id without a type (an old
   * link), the stored title with that id, else TMDb's movie, else its TV show (two separate id
   * sequences). Asking getTitle here fetches nothing twice: the search's own getTitle then reads
   * what it stored, and a TMDb 404 is remembered.
   */
  async function pickedTitle(query: { title: string; year: number | null }, ref: PickedTitle) {
    if (!ref.type) {
      const known = await stored.search(query, ref);
      if (known?.id === ref.id) return known;
    }
    const types: TitleRef['type'][] = ref.type ? [ref.type] : ['movie', 'tv'];
    for (const type of types) {
      if (await titles.getTitle({ type, id: ref.id })) return { type, id: ref.id };
    }
    return null;
  }

  return {
    source: 'tmdb',

    async autocomplete(query, limit) {
      // The local index answers; TMDb only for what it lacks, and only from budget
      // that no search needs (that client's limiter refuses rather than queues).
      const local = await stored.autocomplete(query, limit);
      const via = options.autocompleteClient === undefined ? client : options.autocompleteClient;
      if (local.length || !via) return local;
      const answer = await queries.searchMulti(query, via);
      if (answer.value) return answer.value.slice(0, limit);
      if ('failed' in answer && answer.failed instanceof SpareBudgetSpent) return local;
      throw unavailable();
    },

    async search(query, ref) {
      // As every catalog does (CatalogProvider's shared suite): a picked title when it exists,
      // else the typed title decides.
      const picked = ref && (await pickedTitle(query, ref));
      if (picked) return picked;
      const exact = await options.findLocal?.(query);
      if (exact) return exact;
      const answer = await queries.searchMulti(query.title);
      if (answer.value) return bestMatch(answer.value, query);
      const local = await stored.search(query);
      if (local) return local;
      throw unavailable();
    },

    getTitle: titles.getTitle,

    // The database cache only, stale or not: never TMDb.
    storedTitle: (ref) => store.getTitle(ref),

    async topRated(limit) {
      const answer = await queries.topRated();
      if (answer.value) return answer.value.slice(0, limit);
      const local = await stored.topRated(limit);
      if (local.length) return local;
      throw unavailable('failed' in answer ? answer.failed : undefined);
    },

    async regions() {
      const regions = await references.regions();
      // Never fetched and TMDb fails: the countries of the titles cached so far.
      return regions?.length ? regions : stored.regions();
    },

    async services() {
      const [directory, local] = await Promise.all([references.providerDirectory(), stored.services()]);
      return servicesFromBrands(directory, local);
    },

    async refreshTitle(ref) {
      return (await titles.fetchTitle(ref)) ? 'updated' : 'gone';
    },
  };
}
