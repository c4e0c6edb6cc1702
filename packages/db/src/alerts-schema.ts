import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';

/**
 * What changed when a title's availability was rewritten (docs/product-rules.md#alerts): one row per offer that
 * appeared or went, or whose last day was announced ('leaving'), compared with what was stored before. Kept without a foreign key to
 * `titles`, so the history outlives a title's rewrite.
 */
export const availabilityChanges = pgTable(
  'availability_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    country: text('country').notNull(),
    provider: text('provider').notNull(),
    offerType: text('offer_type').$type<'subscription' | 'free' | 'ads' | 'rent' | 'buy'>().notNull(),
    change: text('change').$type<'added' | 'removed' | 'leaving'>().notNull(),
    /** For 'leaving': the offer's last day, as the source announced it. */
    leavesOn: date('leaves_on', { mode: 'string' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('availability_changes_title').on(t.titleType, t.titleId, t.changedAt.desc())],
);

/** A Pro/Trial user's alert choices; deleted with the account. */
export const alertSettings = pgTable('alert_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Alerts for every watchlist title, not only the ones marked "Alert me". */
  wholeWatchlist: boolean('whole_watchlist').notNull().default(false),
  /** 'home': on my services in my country; 'anywhere': on my services in any country. */
  scope: text('scope').$type<'home' | 'anywhere'>().notNull().default('home'),
  /** The profile's "Availability e-mails" switch; one-click unsubscribe turns it off. */
  emails: boolean('emails').notNull().default(true),
  /** The newest change the digest job has looked at for this user: later ones are news. */
  lastChangeId: bigint('last_change_id', { mode: 'number' }).notNull().default(0),
  /** The UTC day of the last digest sent: at most one a day. */
  lastDigestOn: date('last_digest_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Watchlist titles a user switched "Alert me" on for. */
export const alertTitles = pgTable(
  'alert_titles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleType, t.titleId] })],
);
