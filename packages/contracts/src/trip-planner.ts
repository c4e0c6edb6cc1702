import { z } from 'zod';
import { offerTypeSchema, titleTypeSchema } from './catalog.ts';

/**
 * "Where to watch your list" (docs/product-rules.md#planner): the signed-in user's watchlist, country by country, from
 * the stored availability. A title "streams" in a country when it has an offer there that needs no
 * purchase: a subscription, free, or free with ads (renting or buying is not streaming).
 */
export const STREAMING_OFFER_TYPES = ['subscription', 'free', 'ads'] as const;

const countryCode = z.string().regex(/^[A-Z]{2}$/);
const count = z.number().int().nonnegative();

/** One country of the ranking: how many watchlist titles stream there on the user's services, and on any. */
export const plannerCountrySchema = z.object({
  country: countryCode,
  /** Titles streaming there on one of the user's services. */
  mine: count,
  /** Titles streaming there on any service (mine included). */
  any: count,
});
export type PlannerCountry = z.infer<typeof plannerCountrySchema>;

/** A watchlist title whose stored availability is older than the catalog's time to live. */
export const plannerStaleTitleSchema = z.object({
  id: z.number().int().positive(),
  type: titleTypeSchema,
  title: z.string(),
});

/** How far ahead "Leaving soon on your services" looks, and how many offers it lists at most. */
export const PLANNER_LEAVING_DAYS = 30;
export const PLANNER_LEAVING_MAX = 50;

/** A watchlist title's offer on one of the user's services that leaves within PLANNER_LEAVING_DAYS. */
export const plannerLeavingSchema = z.object({
  id: z.number().int().positive(),
  type: titleTypeSchema,
  title: z.string(),
  country: countryCode,
  service: z.string(),
  offerType: offerTypeSchema,
  /** Its last day (YYYY-MM-DD). */
  leavesOn: z.iso.date(),
});
export type PlannerLeaving = z.infer<typeof plannerLeavingSchema>;

/** Pro and Trial: every country. */
export const plannerFullSchema = z
  .object({
    access: z.literal('full'),
    /** Titles on the watchlist. */
    total: count,
    /** The user's services the counts are for (names as the catalog gives them). */
    services: z.array(z.string()),
    /** The account's country: first in `countries` (with zeros when nothing streams there). */
    home: countryCode.nullable(),
    /** Home first, then by `mine`, then `any`, then name; only countries where something streams. */
    countries: z.array(plannerCountrySchema),
    /** Titles older than the catalog's time to live: queued for the next refresh, counted as stored. */
    refreshing: z.array(plannerStaleTitleSchema),
    /**
     * "Leaving soon on your services": offers of watchlist titles on the user's services, in any
     * country, whose source announced a last day within 30 days; soonest first. Absent when none.
     */
    leavingSoon: z.array(plannerLeavingSchema).max(PLANNER_LEAVING_MAX).optional(),
  })
  .strict();

/**
 * Free: how many watchlist titles stream somewhere, never where or on what. Where a title streams
 * is shown only to whoever opened it with a counted search (or Pro), so a preview naming a country
 * or counting on chosen services would tell it for free (a one-title watchlist, one service).
 * `total` and `hasServices` are the user's own facts, for the empty states.
 */
export const plannerPreviewSchema = z
  .object({
    access: z.literal('preview'),
    total: count,
    hasServices: z.boolean(),
    /** Watchlist titles streaming in at least one country, on any service. */
    streaming: count,
  })
  .strict();

/** `GET /api/me/planner`. */
export const plannerResponseSchema = z.discriminatedUnion('access', [
  plannerFullSchema,
  plannerPreviewSchema,
]);
export type PlannerResponse = z.infer<typeof plannerResponseSchema>;
export type PlannerFull = z.infer<typeof plannerFullSchema>;
export type PlannerPreview = z.infer<typeof plannerPreviewSchema>;

/** A service that carries a title in the chosen country, with its best streaming offer there. */
export const plannerOfferSchema = z.object({ service: z.string(), offerType: offerTypeSchema });

/** One watchlist title in the chosen country. */
export const plannerTitleSchema = z.object({
  id: z.number().int().positive(),
  type: titleTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  /** Its availability is older than the catalog's time to live (queued for refresh). */
  stale: z.boolean(),
  /** On the user's services there. */
  mine: z.array(plannerOfferSchema),
  /** On other services there. */
  others: z.array(plannerOfferSchema),
});
export type PlannerTitle = z.infer<typeof plannerTitleSchema>;

/** `GET /api/me/planner/{country}` (Pro and Trial): which titles stream there, and on which service. */
export const plannerCountryResponseSchema = z
  .object({
    country: countryCode,
    /** Titles on the user's services there first, then the others; each by title. */
    titles: z.array(plannerTitleSchema),
  })
  .strict();
export type PlannerCountryResponse = z.infer<typeof plannerCountryResponseSchema>;

export const plannerCountryParamSchema = z.object({ country: countryCode });

/** Texts of the planner, shared by the server's refusal and the web's upgrade prompt. */
export const plannerMessages = {
  proOnly: 'Where to watch your whole list, country by country, is part of Pro.',
} as const;
