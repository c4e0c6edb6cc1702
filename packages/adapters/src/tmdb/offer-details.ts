import { type Availability, availabilitySchema } from '@reelatlas/contracts';
import {
  mergeOffers,
  type OfferDetailsSource,
  type OfferFactsDueStore,
  type TitleRef,
} from '@reelatlas/core';
import { z } from 'zod';
import type { LiveCatalogContext } from './live-catalog-context.ts';
import { brandKey, type ProviderDirectory } from './provider-brands.ts';
import { staleOnFailure } from './stale-on-failure.ts';

/** What the database cache holds of a title's second-source offers; checked when read back. */
const heldOffersSchema = z.array(availabilitySchema.extend({ tmdbProviderIds: z.array(z.number().int()) }));
type HeldOffers = z.infer<typeof heldOffersSchema>;

export interface OfferDetailsOptions {
  source: OfferDetailsSource;
  /** The title's TTL: both sources' answers are as old as the title. */
  ttlMs: number;
  /** Where a counted search's facts that did not come are kept due (docs/catalog.md#facts-due). */
  due?: OfferFactsDueStore;
}

/** A title's second-source offers, and whether they are current (fresh, or just asked) rather than held from before. */
export interface SourcedOffers {
  offers: HeldOffers;
  current: boolean;
}

/**
 * A second source's offers for a title, cached with it (docs/catalog.md#streaming-availability-api):
 * while fresh from the database, else asked (only when `spend`: a counted search), else the held
 * copy even stale. Never throws: without them the title is TMDb's alone.
 */
export function createOfferDetails(context: LiveCatalogContext, options: OfferDetailsOptions) {
  const { store, clock } = context;

  async function offersOf(ref: TitleRef, spend: boolean): Promise<SourcedOffers> {
    const key = `motn:title:${ref.type}:${ref.id}`;
    let asked = false;
    try {
      const cached = await store.getReference(key);
      const parsed = cached ? heldOffersSchema.safeParse(cached.data) : null;
      const answer = await staleOnFailure<HeldOffers>(
        cached && parsed?.success ? { value: parsed.data, fetchedAt: cached.fetchedAt } : null,
        {
          isFresh: (fetchedAt) => context.isFresh(fetchedAt, options.ttlMs),
          holdOff: !spend,
          fetch: async () => {
            const offers = await options.source.offers(ref);
            await store.saveReference(key, offers, clock.now());
            asked = true;
            return offers;
          },
          onFailure: (error) => context.report(error, key),
        },
      );
      const fresh = !!cached && parsed?.success === true && context.isFresh(cached.fetchedAt, options.ttlMs);
      const current = asked || fresh;
      // A counted search wanted them: they are due until they come (budget spent, failure).
      if (spend) await keepDue(ref, current);
      return { offers: answer.value ?? [], current };
    } catch (error) {
      context.report(error, key);
      return { offers: [], current: false };
    }
  }

  /** Marks the title due, or clears it; a failure here costs the search nothing. */
  async function keepDue(ref: TitleRef, current: boolean) {
    if (!options.due) return;
    try {
      if (current) await options.due.clear(ref);
      else await options.due.markDue(ref, clock.now());
    } catch (error) {
      context.report(error, `due:${ref.type}:${ref.id}`);
    }
  }

  return {
    offersOf,
    /** TMDb's offers with the second source's: its services under TMDb's brand names and ranks. */
    merge(
      availability: Availability[],
      extra: HeldOffers,
      directory: ProviderDirectory | null,
    ): Availability[] {
      const named = extra.map(({ tmdbProviderIds, ...offer }) => {
        const brand = tmdbProviderIds
          .map((id) => directory?.[String(id)])
          .find((found) => found !== undefined);
        if (!brand) return offer;
        const { rank: _, ...rest } = offer;
        return brand.rank === null
          ? { ...rest, provider: brand.name }
          : { ...rest, provider: brand.name, rank: brand.rank };
      });
      return mergeOffers(availability, named, brandKey);
    },
  };
}
