import {
  type CatalogCacheStore,
  type CatalogProvider,
  type Clock,
  markPartial,
  type OfferDetailsSource,
  type OfferFactsDueStore,
  type PickedTitle,
  type TitleRef,
  type TitleWithAvailability,
} from '@reelatlas/core';
import { bestMatch } from './best-match.ts';
import { type TmdbClient, TmdbError } from './http-client.ts';
import { type LiveCatalogContext, unavailable } from './live-catalog-context.ts';
import { createOfferDetails } from './offer-details.ts';
import { createQueryAnswers } from './query-answers.ts';
import { createReferenceLists } from './reference-lists.ts';
import { servicesFromBrands } from './services.ts';
import { createSingleFlight } from './single-flight.ts';
import { SpareBudgetSpent } from './spare-budget-limiter.ts';
import { createTitleSource, type DueFactsRound } from './title-source.ts';

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
  /**
   * After TMDb failed an autocomplete call (429, 5xx, timeout, no connection), autocomplete does
   * not ask it again for this long (TMDb's Retry-After when longer; 30 s by default): every
   * keystroke meanwhile gets the local answer at once instead of waiting for a timeout.
   */
  autocompleteHoldOffMs?: number;
  /**
   * A second source of offer facts (the Streaming Availability API), asked once a search for a
   * title TMDb was asked for is counted (withOfferFacts), cached with it and merged into its
   * offers; absent without a key.
   */
  offerDetails?: OfferDetailsSource;
  /**
   * Where the facts a counted search asked the second source for and did not get are kept due,
   * for fetchDueFacts (docs/catalog.md#facts-due); absent, they wait for the next counted search.
   */
  offerFactsDue?: OfferFactsDueStore;
}

export interface TmdbCatalog extends CatalogProvider {
  withOfferFacts(title: TitleWithAvailability): Promise<TitleWithAvailability>;
  /** Fetches the title from TMDb now, whatever the cache holds. */
  refreshTitle(ref: TitleRef): Promise<'updated' | 'gone'>;
  /** One round of the facts-due job: up to `limit` due titles fetched again with their facts. */
  fetchDueFacts(limit: number, leaseMs: number, signal?: AbortSignal): Promise<DueFactsRound>;
}

const DAY_MS = 86_400_000;
const AUTOCOMPLETE_HOLD_OFF_MS = 30_000;
const AUTOCOMPLETE_HOLD_OFF_MAX_MS = 5 * 60_000;

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
    offerDetails: options.offerDetails
      ? createOfferDetails(context, {
          source: options.offerDetails,
          ttlMs: options.titleTtlMs,
          due: options.offerFactsDue,
        })
      : undefined,
    offerFactsDue: options.offerFactsDue,
  });
  const queries = createQueryAnswers(context, {
    queryTtlMs: options.queryTtlMs,
    topRatedTtlMs: options.titleTtlMs,
  });
  /** Until when autocomplete leaves TMDb alone after a failure (clock milliseconds). */
  let autocompleteHeldUntil = 0;

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
      const now = clock.now().getTime();
      // TMDb failed a moment ago: the local (empty) answer now beats a timeout per keystroke.
      if (now < autocompleteHeldUntil) return markPartial(local);
      const answer = await queries.searchMulti(query, via);
      if (answer.value) return answer.value.slice(0, limit);
      if (!('failed' in answer)) return local;
      // A refused or failed fallback never fails the keystroke: the local answer stands, marked so
      // that no cache keeps it. Only a real failure holds TMDb off (no spare budget is no failure).
      if (!(answer.failed instanceof SpareBudgetSpent)) {
        const retryAfterMs = answer.failed instanceof TmdbError ? (answer.failed.retryAfterMs ?? 0) : 0;
        const holdOffMs = options.autocompleteHoldOffMs ?? AUTOCOMPLETE_HOLD_OFF_MS;
        // A Retry-After of hours (hostile or broken) would keep the fallback off that long.
        autocompleteHeldUntil =
          now + Math.max(holdOffMs, Math.min(retryAfterMs, AUTOCOMPLETE_HOLD_OFF_MAX_MS));
      }
      return markPartial(local);
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

    withOfferFacts: titles.withOfferFacts,

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

    fetchDueFacts: titles.fetchDueFacts,
  };
}
