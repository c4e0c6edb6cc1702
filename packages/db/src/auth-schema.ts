import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The user record (docs/product-rules.md#accounts). Better Auth owns id, name, email, emailVerified, image and the
 * timestamps; the rest are ReelAtlas's fields (declared to Better Auth as additional fields).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the e-mail was verified: only sessions opened after it can be admin (docs/product-rules.md#admins). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the password was last set through an e-mailed reset link. A password chosen at sign-up
     * may be a squatter's (docs/product-rules.md#admins), so an ADMIN_EMAILS account needs one before it is admin.
     */
    passwordResetAt: timestamp('password_reset_at', { withTimezone: true }),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    username: text('username').notNull(),
    country: text('country').notNull().default('SE'),
    /**
     * The account's language (a locale code, docs/architecture.md#languages): its e-mails speak
     * it. Null until chosen (the device's choice at sign-up or sign-in, the profile, the menu):
     * read as English.
     */
    language: text('language'),
    plan: text('plan').$type<'Free' | 'Trial' | 'Pro'>().notNull().default('Free'),
    isPro: boolean('is_pro').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(false),
    trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
    trialUsed: boolean('trial_used').notNull().default(false),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * What the username looks like (core's usernameKey: NFKC, case and Unicode's confusables
     * folded), unique, so `pro1`, `рro1` (Cyrillic) and `ｐｒｏ1` are one name. Null only for
     * an account made before it existed whose name then looked like an older one's.
     */
    usernameKey: text('username_key'),
  },
  // Usernames are unique case-insensitively, and by what they look like (usernameKey;
  // docs/product-rules.md#accounts).
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key').on(t.usernameKey),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_accounts_user').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier').on(t.identifier)],
);

/** Development outbox: every e-mail, when no SMTP server is configured (listed at /dev/mail). */
export const devOutbox = pgTable('dev_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** The per-user watchlist and watched entries, keyed by title. */
export const listEntries = pgTable(
  'list_entries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<'watchlist' | 'watched'>().notNull(),
    titleType: text('title_type').$type<'movie' | 'tv'>().notNull(),
    titleId: integer('title_id').notNull(),
    title: text('title').notNull(),
    year: integer('year'),
    thumbnail: text('thumbnail'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list, t.titleType, t.titleId] })],
);

/**
 * The streaming services a user pays for ("My services"); the account's country is their home
 * country. Names as the catalog gives them; at most MY_SERVICES_MAX per user.
 */
export const userServices = pgTable(
  'user_services',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service] })],
);
