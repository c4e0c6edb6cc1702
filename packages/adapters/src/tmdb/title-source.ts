import type { Availability } from '@reelatlas/contracts';
import type { CatalogTitle, TitleRef, TitleWithAvailability } from '@reelatlas/core';
import { LRUCache } from 'lru-cache';
import { TmdbError } from './http-client.ts';
import { LANGUAGE, type LiveCatalogContext, unavailable } from './live-catalog-context.ts';
import { toCatalogTitle } from './map.ts';
import type { createOfferDetails } from './offer-details.ts';
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
   * Titles fetched from TMDb whose second-source facts are not current (stale or never asked),
   * with TMDb's own offers to merge fresh ones into: the second source is asked only once a
   * search for the title was counted (withOfferFacts), never by the fetch itself, which any
   * visitor's search causes, counted or refused. By the title object: forgotten with it.
   */
  const awaitingFacts = new WeakMap<TitleWithAvailability, AwaitingFacts>();
  /** A completion under way, shared by the counted searches that ask for it meanwhile. */
  const completing = new WeakMap<TitleWithAvailability, Promise<TitleWithAvailability>>();

  /**
   * Fetches the title from TMDb now, whatever the cache holds; null when TMDb does not know it.
   * Its offers carry the second source's facts held from before (even stale); asking that
   * source is withOfferFacts' part.
   */
  function fetchTitle(ref: TitleRef): Promise<TitleWithAvailability | null> {
    return flights.run(`title:${ref.type}:${ref.id}`, async () => {
      try {
        // The directory is almost always cached; it and the held facts are read alongside TMDb.
        const [details, directory, extra] = await Promise.all([
          client.get(
            `/${ref.type}/${ref.id}`,
            { language: LANGUAGE, append_to_response: APPEND },
            detailsSchema,
          ),
          options.providerDirectory(),
          options.offerDetails?.offersOf(ref, false),
        ]);
        const title = toCatalogTitle(ref, details, directory);
        if (!title) throw new TmdbError('malformed', 'TMDb sent a title without a name');
        if (options.offerDetails && extra) {
          if (!extra.current) awaitingFacts.set(title, { title, tmdbOffers: title.availability, directory });
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
    };
    try {
      await store.saveTitle(completed, clock.now());
    } catch (error) {
      // Answered all the same; the stored copy keeps the held facts until the next fetch.
      context.report(error, `title:${ref.type}:${ref.id}`);
    }
    return completed;
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
      const pending = awaitingFacts.get(title);
      if (!pending || !options.offerDetails) return Promise.resolve(title);
      awaitingFacts.delete(title);
      const done = completeFacts(title, options.offerDetails, pending);
      completing.set(title, done);
      return done;
    },

    async getTitle(ref: TitleRef): Promise<TitleWithAvailability | null> {
      const key = `${ref.type}:${ref.id}`;
      const cached = await store.getTitle(ref);
      const answer = await staleOnFailure<TitleWithAvailability | null>(
        cached && { value: cached, fetchedAt: cached.fetchedAt },
        {
          isFresh: (fetchedAt) => context.isFresh(fetchedAt, options.titleTtlMs),
          // TMDb said 404 within the hour (a title imported since is served as stored).
          holdOff: knownMissing(key),
          fetch: () => fetchTitle(ref),
          onFailure: (error) => context.report(error, key),
        },
      );
      if (answer.value || !('failed' in answer)) return answer.value;
      throw unavailable(answer.failed);
    },
  };
}
