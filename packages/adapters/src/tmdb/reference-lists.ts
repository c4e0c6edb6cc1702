import type { Region } from '@reelatlas/contracts';
import { z } from 'zod';
import { allOrFirstFailure, LANGUAGE, type LiveCatalogContext } from './live-catalog-context.ts';
import {
  buildProviderDirectory,
  type ProviderDirectory,
  providerDirectorySchema,
} from './provider-brands.ts';
import { parseProviderEntries, parseRegions, providerListSchema, regionListSchema } from './schemas.ts';
import { staleOnFailure } from './stale-on-failure.ts';

const PROVIDERS_KEY = 'tmdb:watch_providers';
const REGIONS_KEY = 'tmdb:watch_regions';

const regionsSchema = z.array(z.object({ code: z.string(), name: z.string() }));

export interface ReferenceListTimes {
  /** The lists are reused this long (they change rarely). */
  ttlMs: number;
  /** After a failed fetch, TMDb is not asked for that list again for this long. */
  retryMs: number;
}

/**
 * TMDb's provider and region lists, cached in the database: fresh cache, else TMDb (one call
 * per list, not again for a while after a failure: title fetches need the provider list, and
 * must not each retry it), else the stale copy, else null. Never throws: callers have fallbacks.
 */
export function createReferenceLists(context: LiveCatalogContext, times: ReferenceListTimes) {
  const { client, store, clock, flights } = context;
  const failedAt = new Map<string, number>();

  async function cachedReference<T>(
    key: string,
    schema: z.ZodType<T>,
    fetchUpstream: () => Promise<T>,
  ): Promise<T | null> {
    const cached = await store.getReference(key);
    const parsed = cached ? schema.safeParse(cached.data) : null;
    const held = cached && parsed?.success ? { value: parsed.data, fetchedAt: cached.fetchedAt } : null;
    const lastFailure = failedAt.get(key);
    const answer = await staleOnFailure(held, {
      isFresh: (fetchedAt) => context.isFresh(fetchedAt, times.ttlMs),
      holdOff: lastFailure !== undefined && clock.now().getTime() - lastFailure < times.retryMs,
      fetch: () =>
        flights.run(`reference:${key}`, async () => {
          const data = await fetchUpstream();
          await store.saveReference(key, data, clock.now());
          failedAt.delete(key);
          return data;
        }),
      onFailure: (error) => {
        failedAt.set(key, clock.now().getTime());
        context.report(error, key);
      },
    });
    return answer.value;
  }

  return {
    /** TMDb's movie and TV provider lists folded into brands; null when never fetched and TMDb fails. */
    providerDirectory(): Promise<ProviderDirectory | null> {
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
    },

    /** TMDb's watch regions; null when never fetched and TMDb fails. */
    regions(): Promise<Region[] | null> {
      return cachedReference(REGIONS_KEY, regionsSchema, async () => {
        const list = await client.get('/watch/providers/regions', { language: LANGUAGE }, regionListSchema);
        return toRegions(parseRegions(list.results));
      });
    },
  };
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
