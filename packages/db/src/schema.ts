import type { TitleSummary } from '@reelatlas/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/** Movies and TV shows, keyed as TMDb keys them: (type, id). */
export const titles = pgTable(
  'titles',
  {
    type: text('type').$type<'movie' | 'tv'>().notNull(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    /** normalizeTitle(title): accent-free, lower-case; what pg_trgm searches. */
    searchTitle: text('search_title').notNull(),
    year: integer('year'),
    rating: real('rating'),
    votes: integer('votes').notNull().default(0),
    popularity: real('popularity').notNull().default(0),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    trailerUrl: text('trailer_url'),
    seasons: integer('seasons'),
    source: text('source').$type<'demo' | 'tmdb'>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('titles_search_trgm').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('titles_popularity').on(t.popularity.desc()),
    // The refresh walks live titles oldest first.
    index('titles_source_fetched_at').on(t.source, t.fetchedAt),
  ],
);

/**
 * Answers of upstream catalog queries (a TMDb search, the top-rated list), so repeated queries
 * skip TMDb while fresh and are still answered, stale, when TMDb fails.
 */
export const catalogQueries = pgTable('catalog_queries', {
  key: text('key').primaryKey(),
  results: jsonb('results').$type<TitleSummary[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/** One row per (title, country, provider, offer type): the heart of the product. */
export const availability = pgTable(
  'availability',
  {
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    country: text('country').notNull(),
    provider: text('provider').notNull(),
    offerType: text('offer_type').$type<'subscription' | 'free' | 'ads' | 'rent' | 'buy'>().notNull(),
    link: text('link'),
    price: text('price'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.titleType, t.titleId, t.country, t.provider, t.offerType] })],
);

/** Successful searches per counter key (ip:…, device:…, user:…) per UTC day. */
export const searchCounters = pgTable(
  'search_counters',
  {
    day: date('day', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.subject] })],
);

/** Titles a viewer opened today: reopening one is not counted again (DESIGN.md §5). */
export const searchViews = pgTable(
  'search_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    viewer: text('viewer').notNull(),
    titleKey: text('title_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.viewer, t.titleKey] })],
);

/** Bot-check solutions already used, kept until they expire, so a replay is refused. */
export const botcheckSpent = pgTable(
  'botcheck_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('botcheck_spent_expires').on(t.expiresAt)],
);

/** Small key/value facts about this database, e.g. which demo catalog version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export * from './auth-schema.ts';
