import type { TitleRef, TitleWithAvailability } from '@reelatlas/core';
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
   * Fetches the title from TMDb now, whatever the cache holds; null when TMDb does not know it.
   * `spend`: a counted search may ask the second source too; a refresh or crawl takes what it holds.
   */
  function fetchTitle(ref: TitleRef, spend = false): Promise<TitleWithAvailability | null> {
    return flights.run(`title:${ref.type}:${ref.id}`, async () => {
      try {
        // The directory is almost always cached; it and the second source are asked alongside
        // TMDb, so a miss waits for the slowest of them (the second source, its timeout at most).
        const [details, directory, extra] = await Promise.all([
          client.get(
            `/${ref.type}/${ref.id}`,
            { language: LANGUAGE, append_to_response: APPEND },
            detailsSchema,
          ),
          options.providerDirectory(),
          options.offerDetails?.offersOf(ref, spend) ?? [],
        ]);
        const title = toCatalogTitle(ref, details, directory);
        if (!title) throw new TmdbError('malformed', 'TMDb sent a title without a name');
        if (options.offerDetails && extra.length)
          title.availability = options.offerDetails.merge(title.availability, extra, directory);
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

  return {
    fetchTitle,

    async getTitle(ref: TitleRef): Promise<TitleWithAvailability | null> {
      const key = `${ref.type}:${ref.id}`;
      const cached = await store.getTitle(ref);
      const answer = await staleOnFailure<TitleWithAvailability | null>(
        cached && { value: cached, fetchedAt: cached.fetchedAt },
        {
          isFresh: (fetchedAt) => context.isFresh(fetchedAt, options.titleTtlMs),
          // TMDb said 404 within the hour (a title imported since is served as stored).
          holdOff: knownMissing(key),
          fetch: () => fetchTitle(ref, true),
          onFailure: (error) => context.report(error, key),
        },
      );
      if (answer.value || !('failed' in answer)) return answer.value;
      throw unavailable(answer.failed);
    },
  };
}
