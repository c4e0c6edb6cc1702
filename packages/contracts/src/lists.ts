import { z } from 'zod';
import { titleTypeSchema } from './catalog.ts';

export const listNames = ['watchlist', 'watched'] as const;
export const listNameSchema = z.enum(listNames);
export type ListName = z.infer<typeof listNameSchema>;

/** docs/product-rules.md#constants. */
export const LIST_LIMITS: Record<ListName, number> = { watchlist: 100, watched: 200 };

/** The lists' texts (docs/product-rules.md#lists). */
export const listMessages = {
  notVerified: {
    watchlist: 'Please verify your email before adding movies to your watchlist.',
    watched: 'Please verify your email before adding movies to your watched list.',
  },
  invalidId: 'This movie does not have a valid TMDb ID and cannot be added.',
  full: {
    watchlist: `You've reached the maximum limit of ${LIST_LIMITS.watchlist} movies in your watchlist. Please remove some movies before adding more.`,
    watched: `You've reached the maximum limit of ${LIST_LIMITS.watched} movies in your watched list. Please remove some movies before adding more.`,
  },
  removeFailed: {
    watchlist: 'Failed to remove movie from watchlist. Please try again.',
    watched: 'Failed to remove movie from watched list. Please try again.',
  },
  inWatchlist: 'In Watchlist',
  inWatched: 'Watched',
} as const satisfies Record<string, unknown>;

/** The entry keeps the numeric TMDb id and the type (docs/product-rules.md#lists). */
export const addToListRequestSchema = z.object({
  id: z.union([z.number(), z.string()]).refine((v) => /^\d{1,10}$/.test(String(v)) && Number(v) > 0, {
    message: listMessages.invalidId,
  }),
  type: titleTypeSchema.default('movie'),
});
export type AddToListRequest = z.input<typeof addToListRequestSchema>;

export const listEntrySchema = z.object({
  id: z.number().int().positive(),
  type: titleTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  /** When it was added, ms since the epoch. */
  timestamp: z.number().int(),
});
export type ListEntry = z.infer<typeof listEntrySchema>;

export const listResponseSchema = z.object({ results: z.array(listEntrySchema), limit: z.number().int() });
export const addToListResponseSchema = z.object({ entry: listEntrySchema, alreadyAdded: z.boolean() });
/** A removal's answer: `removed: false` when the title was not in the list (still a success). */
export const removeFromListResponseSchema = z.object({ removed: z.boolean() });
