import type { Availability } from '@reelatlas/contracts';
import type {
  CatalogTitle,
  OfferFactsDueStore,
  TitleFetch,
  TitleRef,
  TitleWithAvailability,
} from '@reelatlas/core';
import { LRUCache } from 'lru-cache';
import { TmdbError } from './http-client.ts';
import { LANGUAGE, type LiveCatalogContext, unavailable } from './live-catalog-context.ts';
import { toCatalogTitle } from './map.ts';
import type { createOfferDetails, SourcedOffers } from './offer-details.ts';
import type { ProviderDirectory } from './provider-brands.ts';
import { detailsSchema } from './schemas.ts';
import { staleOnFailure } from './stale-on-failure.ts';

/** What one fetch of a title asks for: details, trailer, offers, ids, and every name it has. */
const APPEND = 'videos,watch/providers,external_ids,translations,alternative_titles';

/** Ids TMDb said it does not know, remembered per process (bounded: hostile variety costs only memory up to it). */
const MISSING_TITLES_MAX = 10_000;

/** A fetched title whose second-source facts wait for a counted search: TMDb's own offers to merge them into. */
interface AwaitingFacts {
  title: CatalogTitle;
  tmdbOffers: Availability[];
  directory: ProviderDirectory | null;
}

export interface TitleSourceOptions {
  /** Details and availability are refetched after this long. */
  titleTtlMs: number;
  /** A title TMDb answered 404 for is not asked for again for this long. */
  missingTtlMs: number;
  /** The provider brands a title's offers are folded into. */
  providerDirectory(): Promise<ProviderDirectory | null>;
  /** A second source of offer facts, merged into TMDb's offers; absent without its key. */
  offerDetails?: ReturnType<typeof createOfferDetails>;
  /** The titles whose facts are due (docs/catalog.md#facts-due); absent without the second source. */
  offerFactsDue?: OfferFactsDueStore;
}

/** What a due title's fetch says: the search that wanted its facts was counted already. */
const FACTS_OWED: TitleFetch = { mayAskOfferFacts: async () => true };

/** What one round of the facts-due job did. */
export interface DueFactsRound {
  claimed: number;
  /** Titles past their tries or age, no longer due. */
  givenUp: number;
  /** Titles TMDb failed for: due again, after their back-off. */
  failed: number;
}

/**
 * A title's details and availability: from the database cache while fresh, else from TMDb (one
 * call per title at a time), else the stale copy; 503 only when none is stored. A TMDb 404 is
 * an answer: the title is gone, from the cache too, and is not asked for again for a while.
 */
export function createTitleSource(context: LiveCatalogContext, options: TitleSourceOptions) {
  const { client, store, clock, flights } = context;
  // Unknown ids asked again and again cost TMDb's budget once per missingTtlMs.
  const missingSince = new LRUCache<string, number>({ max: MISSING_TITLES_MAX });
  const knownMissing = (key: string) => {
    const since = missingSince.get(key);
    return since !== undefined && clock.now().getTime() - since < options.missingTtlMs;
  };

  /**
   * Titles fetched from TMDb whose second-source facts are not current (stale or never asked)
   * and were not asked alongside, with TMDb's own offers to merge fresh ones into: the second
   * source is asked once a search for the title was counted (withOfferFacts). By the title
   * object: forgotten with it. Facts a counted search asked for and did not get are due in the
   * database instead (options.offerFactsDue), where a restart or another instance finds them.
   */
  const awaitingFacts = new WeakMap<TitleWithAvailability, AwaitingFacts>();
  /** A completion under way, shared by the counted searches that ask for it meanwhile. */
  const completing = new WeakMap<TitleWithAvailability, Promise<TitleWithAvailability>>();

  /**
   * The second source's facts for a title TMDb is being asked for: asked now, alongside TMDb,
   * when a search that will most likely be counted fetches a title known to exist (so the wait is
   * the longer of the two calls, not their sum, and an id a visitor merely sent, perhaps a miss
   * that costs no search, spends nothing); otherwise the held ones (docs/catalog.md#streaming-availability-api).
   */
  async function factsAlongside(
    offerDetails: NonNullable<TitleSourceOptions['offerDetails']>,
    ref: TitleRef,
    fetch: TitleFetch | undefined,
  ): Promise<{ extra: SourcedOffers; asked: boolean }> {
    let ask = false;
    if (fetch) {
      try {
        const [known, counted] = await Promise.all([store.knowsTitle(ref), fetch.mayAskOfferFacts()]);
        ask = known && counted;
      } catch (error) {
        // Not known to be owed: asked after the count instead, as without `fetch`.
        context.report(error, `title:${ref.type}:${ref.id}`);
      }
    }
    return { extra: await offerDetails.offersOf(ref, ask), asked: ask };
  }

  /**
   * Fetches the title from TMDb now, whatever the cache holds; null when TMDb does not know it.
   * Its offers carry the second source's facts: asked alongside when `fetch` allows
   * (factsAlongside), else held from before (even stale), and then asking that source is
   * withOfferFacts' part.
   */
  function fetchTitle(ref: TitleRef, fetch?: TitleFetch): Promise<TitleWithAvailability | null> {
    return flights.run(`title:${ref.type}:${ref.id}`, async () => {
      try {
        // The directory is almost always cached; it and the facts are read alongside TMDb.
        const [details, directory, facts] = await Promise.all([
          client.get(
            `/${ref.type}/${ref.id}`,
            { language: LANGUAGE, append_to_response: APPEND },
            detailsSchema,
          ),
          options.providerDirectory(),
          options.offerDetails && factsAlongside(options.offerDetails, ref, fetch),
        ]);
        const title = toCatalogTitle(ref, details, directory);
        if (!title) throw new TmdbError('malformed', 'TMDb sent a title without a name');
        if (options.offerDetails && facts) {
          const { extra, asked } = facts;
          // Asked alongside and not come: due in the database, not asked again by this search.
          // Not asked: owed to the next counted search, here in memory and with the stored copy.
          if (!extra.current && !asked) {
            awaitingFacts.set(title, { title, tmdbOffers: title.availability, directory });
            title.offerFactsOwed = true;
          }
          if (extra.offers.length)
            title.availability = options.offerDetails.merge(title.availability, extra.offers, directory);
        }
        missingSince.delete(`${ref.type}:${ref.id}`);
        await store.saveTitle(title, clock.now());
        return title;
      } catch (err) {
        if (err instanceof TmdbError && err.kind === 'not_found') {
          missingSince.set(`${ref.type}:${ref.id}`, clock.now().getTime());
          await store.deleteTitle(ref);
          return null;
        }
        throw err;
      }
    });
  }

  /** The second source's fresh facts merged into TMDb's offers of a title fetched without them. */
  async function completeFacts(
    title: TitleWithAvailability,
    offerDetails: NonNullable<TitleSourceOptions['offerDetails']>,
    pending: AwaitingFacts,
  ): Promise<TitleWithAvailability> {
    const ref = { type: title.type, id: title.id };
    const extra = await offerDetails.offersOf(ref, true);
    // Not asked (its budget is spent) or failed: the held facts the title already carries stand.
    if (!extra.current) return title;
    const completed: CatalogTitle = {
      ...pending.title,
      availability: offerDetails.merge(pending.tmdbOffers, extra.offers, pending.directory),
      offerFactsOwed: false,
    };
    try {
      await store.saveTitle(completed, clock.now());
    } catch (error) {
      // Answered all the same; the stored copy keeps the held facts until the next fetch.
      context.report(error, `title:${ref.type}:${ref.id}`);
    }
    return completed;
  }

  /**
   * A title whose facts were owed when another instance, or this one before a restart, stored it:
   * TMDb's own offers are not kept apart from the facts merged into them, so it is fetched again
   * with the facts asked alongside (the wait of a first fetch). Failing, it stands as it was.
   */
  async function fetchOwedFacts(title: TitleWithAvailability): Promise<TitleWithAvailability> {
    try {
      return (await fetchTitle({ type: title.type, id: title.id }, FACTS_OWED)) ?? title;
    } catch (error) {
      context.report(error, `title:${title.type}:${title.id}`);
      return title;
    }
  }

  return {
    fetchTitle,

    /**
     * The title with the second source's facts asked for now, when its fetch left them to ask;
     * the same title otherwise. Only for a search that is counted (or Pro or Trial, or a reopen):
     * its calls are paid for by a monthly quota (docs/catalog.md#streaming-availability-api).
     */
    withOfferFacts(title: TitleWithAvailability): Promise<TitleWithAvailability> {
      const under = completing.get(title);
      if (under) return under;
      if (!options.offerDetails) return Promise.resolve(title);
      const pending = awaitingFacts.get(title);
      let done: Promise<TitleWithAvailability>;
      if (pending) {
        awaitingFacts.delete(title);
        done = completeFacts(title, options.offerDetails, pending);
      } else if (title.offerFactsOwed) {
        done = fetchOwedFacts(title);
      } else {
        return Promise.resolve(title);
      }
      completing.set(title, done);
      return done;
    },

    /**
     * One round of the facts-due job (docs/catalog.md#facts-due): claims up to `limit` due titles
     * and fetches each again with its facts asked alongside; a title whose facts still do not
     * come is due again after its back-off (offersOf marks it), as is one TMDb failed for.
     */
    async fetchDueFacts(limit: number, leaseMs: number, signal?: AbortSignal): Promise<DueFactsRound> {
      const due = options.offerFactsDue;
      if (!due || !options.offerDetails) return { claimed: 0, givenUp: 0, failed: 0 };
      const { claimed, givenUp } = await due.claimDue(clock.now(), limit, leaseMs);
      let failed = 0;
      for (const { type, id } of claimed) {
        // The rest keep their lease and are claimed again once it ends.
        if (signal?.aborted) break;
        try {
          await fetchTitle({ type, id }, FACTS_OWED);
        } catch (error) {
          failed++;
          context.report(error, `title:${type}:${id}`);
          await due.markDue({ type, id }, clock.now());
        }
      }
      return { claimed: claimed.length, givenUp, failed };
    },

    async getTitle(ref: TitleRef, fetch?: TitleFetch): Promise<TitleWithAvailability | null> {
      const key = `${ref.type}:${ref.id}`;
      const cached = await store.getTitle(ref);
      const answer = await staleOnFailure<TitleWithAvailability | null>(
        cached && { value: cached, fetchedAt: cached.fetchedAt },
        {
          isFresh: (fetchedAt) => context.isFresh(fetchedAt, options.titleTtlMs),
          // TMDb said 404 within the hour (a title imported since is served as stored).
          holdOff: knownMissing(key),
          fetch: () => fetchTitle(ref, fetch),
          onFailure: (error) => context.report(error, key),
        },
      );
      if (answer.value || !('failed' in answer)) return answer.value;
      throw unavailable(answer.failed);
    },
  };
}
