import type { OfferQuality, SubtitleTrack, TitleSummary } from '@reelatlas/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';

/**
 * Title prefixes (in characters) that have an index of their own: autocomplete reads a short
 * input's best prefix matches straight from it instead of sorting every title that starts so.
 */
export const TITLE_PREFIX_LENGTHS = [2, 3, 4, 5, 6] as const;

/**
 * `left(search_title, n)`, then "the title's word ends there" (a whole-word match ranks first),
 * then popularity and id: the order autocomplete ranks prefix matches in, so the first ten index
 * entries of a prefix are its answer. Query text must repeat these expressions exactly.
 */
export const titlePrefixExpression = (n: number) => sql.raw(`left(search_title, ${n})`);
export const titleWordEndsExpression = (n: number) =>
  sql.raw(`(substr(search_title, ${n + 1}, 1) IN ('', ' '))`);

/** The same expressions over a title's other names (title_names.search_name). */
export const titleNamePrefixExpression = (n: number) => sql.raw(`left(search_name, ${n})`);
export const titleNameWordEndsExpression = (n: number) =>
  sql.raw(`(substr(search_name, ${n + 1}, 1) IN ('', ' '))`);

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
    /**
     * 'demo', 'tmdb' (details fetched from TMDb, or imported), or 'index': only what TMDb's daily
     * ID export says (original title, popularity, adult), for autocomplete until details are fetched.
     */
    source: text('source').$type<'demo' | 'tmdb' | 'index'>().notNull(),
    /** TMDb's adult flag: such titles are kept out of autocomplete and search. */
    adult: boolean('adult').notNull().default(false),
    /**
     * Fetched from TMDb without the Streaming Availability API's facts, left for the next counted
     * search to ask for (docs/catalog.md#facts-owed): kept here so any instance, after a restart
     * too, asks for them then.
     */
    offerFactsOwed: boolean('offer_facts_owed').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('titles_search_trgm').using('gin', sql`${t.searchTitle} gin_trgm_ops`).with({ fastupdate: false }),
    index('titles_popularity').on(t.popularity.desc()),
    ...TITLE_PREFIX_LENGTHS.map((n) =>
      index(`titles_prefix_${n}`).on(
        titlePrefixExpression(n),
        sql`${titleWordEndsExpression(n)} DESC`,
        t.popularity.desc(),
        t.id,
      ),
    ),
    // The refresh walks live titles oldest first.
    index('titles_source_fetched_at').on(t.source, t.fetchedAt),
    // Also `titles_search_range` (migration 0014): (search_title COLLATE "C") INCLUDE (popularity,
    // adult, type, id), the prefix range of inputs longer than the prefix indexes. Not declared
    // here: drizzle's index builder has no INCLUDE.
  ],
);

/** Which of a title's names a row is: TMDb's original, its English title, a translation, another. */
export type TitleNameKind = 'original' | 'english' | 'translation' | 'alternative';

/**
 * Every name of a title (TMDb's original, English, translated and alternative titles, an import's
 * names): what autocomplete and search match besides `titles.search_title`. `searchName` is
 * normalizeTitle(name); `alias` says it differs from the title's own search title when written,
 * and only aliases are in the search indexes (a name equal to the title is found as the title).
 * `popularity` is the title's, copied when the names are written (every writer rewrites a
 * title's names with the title), so prefix matches rank from the index alone.
 */
export const titleNames = pgTable(
  'title_names',
  {
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    kind: text('kind').$type<TitleNameKind>().notNull(),
    /** ISO 639-1, '' when unknown. */
    language: text('language').notNull().default(''),
    /** ISO 3166-1 alpha-2, '' when none. */
    country: text('country').notNull().default(''),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    alias: boolean('alias').notNull(),
    popularity: real('popularity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.titleType, t.titleId, t.kind, t.language, t.country, t.name] }),
    foreignKey({ columns: [t.titleType, t.titleId], foreignColumns: [titles.type, titles.id] }).onDelete(
      'cascade',
    ),
    index('title_names_search_trgm')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`${t.alias}`)
      .with({ fastupdate: false }),
    // An input of 2–6 characters reads its best prefix matches from the first entries of one of
    // these, in autocomplete's order, as `titles_prefix_<n>` serve titles.
    ...TITLE_PREFIX_LENGTHS.map((n) =>
      index(`title_names_prefix_${n}`)
        .on(
          titleNamePrefixExpression(n),
          sql`${titleNameWordEndsExpression(n)} DESC`,
          t.popularity.desc(),
          t.titleType,
          t.titleId,
        )
        .where(sql`${t.alias}`),
    ),
    // Also `title_names_search_range` (migration 0023): (search_name COLLATE "C") INCLUDE
    // (popularity, title_type, title_id) WHERE alias, the prefix range of every input. Not
    // declared here: drizzle's index builder has no INCLUDE.
  ],
);

/**
 * A title's overview in other languages (TMDb's translations, `data.overview`), written with its
 * names and cleaned by core's rule (selectTitleOverviews): the title page shows the visitor's.
 */
export const titleOverviews = pgTable(
  'title_overviews',
  {
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    /** ISO 639-1. */
    language: text('language').notNull(),
    /** ISO 3166-1 alpha-2, '' when none. */
    country: text('country').notNull().default(''),
    overview: text('overview').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.titleType, t.titleId, t.language, t.country] }),
    foreignKey({ columns: [t.titleType, t.titleId], foreignColumns: [titles.type, titles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The transaction that added a row of autocomplete's screen tables (title_trigrams, title_starts):
 * the screen, once read, reads again only the rows its last snapshot could not see
 * (packages/db/src/autocomplete-screen.ts). A transaction id never wraps as xid8, and commits in
 * any order: a counter or a timestamp taken at write time would miss a write committed late.
 */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Every pg_trgm trigram (show_trgm) of any title's search_title, kept by triggers on `titles`
 * (migration 0012). Autocomplete reads it to rule out the trigram passes for an input too few of
 * whose trigrams exist anywhere (a typo-free miss costs two index lookups instead of a GIN scan).
 * Trigrams of removed titles stay: a superset only makes that test less often conclusive.
 */
export const titleTrigrams = pgTable(
  'title_trigrams',
  {
    trigram: text('trigram').primaryKey(),
    added: xid8('added').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index('title_trigrams_added').on(t.added)],
);

/**
 * Every start (first 4 characters, or all of a shorter one) of any title's search_title and any
 * alias's search_name, kept by triggers on `titles` and `title_names` (migration 0030), as
 * title_trigrams is: autocomplete's screen reads these short rows instead of `DISTINCT left(…, 4)`
 * over every title and name, a full scan of millions
 * (docs/architecture.md#autocompletes-three-caches). Starts of removed titles stay: a superset
 * only makes the screen's "nothing starts so" less often conclusive.
 */
export const titleStarts = pgTable(
  'title_starts',
  {
    start: text('start').primaryKey(),
    added: xid8('added').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index('title_starts_added').on(t.added)],
);

/**
 * Answers of upstream catalog queries (a TMDb search, the top-rated list), so repeated queries
 * skip TMDb while fresh and are still answered, stale, when TMDb fails.
 */
/**
 * One row per committed write to the catalog (titles or their names), naming the normalised
 * names it may have added (null: too many to name, or a bulk load: read everything again). Every
 * instance reads the rows of the last minute every few seconds, so a title another instance (or
 * a `catalog:*` command) wrote is suggested within that bound; rows older than an hour go.
 */
export const catalogWrites = pgTable(
  'catalog_writes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    searchNames: text('search_names').array(),
  },
  (t) => [index('catalog_writes_written_at').on(t.writtenAt)],
);

export const catalogQueries = pgTable('catalog_queries', {
  key: text('key').primaryKey(),
  results: jsonb('results').$type<TitleSummary[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * Upstream reference lists (TMDb's watch providers and regions): they change rarely, so they
 * are kept for days and served stale when TMDb fails. `data` is checked by its reader.
 */
export const catalogReferences = pgTable('catalog_references', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<unknown>().notNull(),
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
    /** TMDb's display priority of the provider's brand; null for demo and imported rows. */
    rank: integer('provider_rank'),
    // The offer's optional facts (docs/catalog.md#offer-facts); null when the source does not say.
    audio: jsonb('audio').$type<string[]>(),
    subtitles: jsonb('subtitles').$type<SubtitleTrack[]>(),
    quality: text('quality').$type<OfferQuality>(),
    priceAmount: doublePrecision('price_amount'),
    priceCurrency: text('price_currency'),
    expiresOn: date('expires_on', { mode: 'string' }),
    deepLink: text('deep_link'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.titleType, t.titleId, t.country, t.provider, t.offerType] })],
);

/**
 * Titles someone is waiting for: the trip planner (docs/product-rules.md#planner) queues watchlist titles older than
 * the catalog's time to live, and the background refresh takes them before other stale titles.
 */
export const titleRefreshQueue = pgTable(
  'title_refresh_queue',
  {
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.titleType, t.titleId] }),
    foreignKey({
      name: 'title_refresh_queue_title_fk',
      columns: [t.titleType, t.titleId],
      foreignColumns: [titles.type, titles.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Titles whose second-source offer facts a counted search wanted and did not get (the budget
 * spent, a failure): asked again later by one instance, each failed try further back, given up
 * after a few (docs/catalog.md#facts-due). Shared by every instance and kept across restarts.
 */
export const offerFactsDue = pgTable(
  'offer_facts_due',
  {
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    dueSince: timestamp('due_since', { withTimezone: true }).notNull(),
    /** Failed tries so far (the search's own included). */
    attempts: integer('attempts').notNull(),
    /** Not tried again before this (the back-off, or a claim's lease). */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.titleType, t.titleId] }),
    index('offer_facts_due_next_try').on(t.nextTryAt),
    foreignKey({
      name: 'offer_facts_due_title_fk',
      columns: [t.titleType, t.titleId],
      foreignColumns: [titles.type, titles.id],
    }).onDelete('cascade'),
  ],
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

/** Titles a viewer opened today: reopening one is not counted again (docs/product-rules.md#reopening-a-title). */
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

/**
 * Subscriptions as the payment provider (Stripe, or the local test billing) last described
 * them, keyed by the provider's id. The user's plan fields are derived from these rows.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<'stripe' | 'test'>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    status: text('status').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Set while a cancellation is scheduled: paid access ends then (docs/product-rules.md#billing). */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The provider's timestamp of the newest change applied: older ones never overwrite it. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user').on(t.userId)],
);

/** Provider events already processed, so a redelivered one is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mailboxes and the Stripe cards that ever started a trial, as keyed hashes (HMAC) of the
 * normalised address or the card fingerprint, each kind under its own prefix (so `email_hash`
 * holds card digests too): kept after the account is deleted so each person gets one trial,
 * and no address or fingerprint is stored.
 */
export const trialClaims = pgTable('trial_claims', {
  emailHash: text('email_hash').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Banned client addresses and CIDR ranges, normalised (docs/product-rules.md#bans). */
export const bannedIps = pgTable('banned_ips', {
  ip: text('ip').primaryKey(),
  bannedBy: text('banned_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact form messages; a sender's account deletion blanks their name and e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt.desc())],
);

/** Feature suggestions of signed-in users; kept without the author when the account goes. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_created').on(t.createdAt.desc())],
);

/** Burst-limit counters: one row per key (limit:kind:subject) for its current fixed window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_end').on(t.windowEnd)],
);

export * from './alerts-schema.ts';
export * from './auth-schema.ts';
