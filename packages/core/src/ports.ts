import type {
  Availability,
  OfferType,
  Region,
  StreamingService,
  TitleSummary,
  TitleType,
} from '@reelatlas/contracts';
import type { DailyCounter } from './subject.ts';

/** A title as the catalog holds it, before availability is attached. */
export interface TitleRecord extends TitleSummary {
  rating: number | null;
  description: string;
  trailerUrl: string | null;
  seasons: number | null;
}

export interface TitleWithAvailability extends TitleRecord {
  availability: Availability[];
}

export interface TitleRef {
  type: TitleType;
  id: number;
}

/** A title as stored, with what ranks it in search and top-rated lists. */
export interface CatalogTitle extends TitleWithAvailability {
  votes: number;
  popularity: number;
}

/** A stored title plus when its details and availability were fetched. */
export interface CachedTitle extends TitleWithAvailability {
  fetchedAt: Date;
}

export interface CachedQuery {
  results: TitleSummary[];
  fetchedAt: Date;
}

/** An upstream reference list (TMDb's providers or regions) as cached; its reader checks the shape. */
export interface CachedReference {
  data: unknown;
  fetchedAt: Date;
}

/**
 * The database cache behind a live catalog (TMDb): titles with their availability, and the
 * answers of upstream searches and lists. Shared by every server instance.
 */
export interface CatalogCacheStore {
  getTitle(ref: TitleRef): Promise<CachedTitle | null>;
  /** Upserts the title and replaces its availability, in one transaction. */
  saveTitle(title: CatalogTitle, fetchedAt: Date): Promise<void>;
  deleteTitle(ref: TitleRef): Promise<void>;
  getQuery(key: string): Promise<CachedQuery | null>;
  saveQuery(key: string, results: TitleSummary[], fetchedAt: Date): Promise<void>;
  /** Live titles fetched before `olderThan`: those queued for refresh first, then the oldest. */
  staleTitles(olderThan: Date, limit: number): Promise<TitleRef[]>;
  getReference(key: string): Promise<CachedReference | null>;
  saveReference(key: string, data: unknown, fetchedAt: Date): Promise<void>;
}

/** Where titles and their availability come from: the demo catalog or TMDb (DESIGN.md §7). */
export interface CatalogProvider {
  readonly source: 'demo' | 'tmdb';
  autocomplete(query: string, limit: number): Promise<TitleSummary[]>;
  /** The best match for a typed query ("Title" plus optional year), or for a known id. */
  search(
    query: { title: string; year: number | null },
    ref?: Partial<TitleRef> & { id: number },
  ): Promise<TitleRef | null>;
  getTitle(ref: TitleRef): Promise<TitleWithAvailability | null>;
  /**
   * The title as this deployment already holds it (memory, database), stale or not; never asks
   * an upstream API. Title pages' served heads use it: anyone can request any id there, with no
   * bot check or daily limit, so they must not spend TMDb's shared budget (issue 12).
   */
  storedTitle(ref: TitleRef): Promise<TitleWithAvailability | null>;
  /**
   * What `search` then `getTitle` would answer, when it is already in this process's memory;
   * undefined otherwise (never any I/O). Lets a search of a cached title skip a round trip.
   */
  peek?(
    query: { title: string; year: number | null },
    ref?: Partial<TitleRef> & { id: number },
  ): TitleWithAvailability | undefined;
  topRated(limit: number): Promise<TitleSummary[]>;
  /** The countries availability is known for, by English name. */
  regions(): Promise<Region[]>;
  /** The streaming services availability names, the most widespread first. */
  services(): Promise<StreamingService[]>;
}

export interface ConsumeSearchInput {
  day: string;
  /** Every counter the search increments, each checked against its own limit (null: never). */
  counters: DailyCounter[];
  /** The subject's allowance: `used` is reported against it (see `usedOf`). */
  limit: number;
  viewerKey: string;
  titleKey: string;
}

export type ConsumeSearchResult =
  | { allowed: true; used: number; reopened: boolean }
  | { allowed: false; used: number };

export interface SpendAndReopenResult {
  /** The claim was spent now (false: a replay, the search is refused). */
  spent: boolean;
  /** This viewer already opened this title today (a reopen, not counted). */
  seen: boolean;
  /** The day's use, as `used` reports it. */
  used: number;
}

/** Daily search counters. `consume` must be atomic across concurrent requests and instances. */
export interface SearchQuotaStore {
  /** Today's use as `usedOf` reports it. */
  used(day: string, counters: DailyCounter[], limit: number): Promise<number>;
  consume(input: ConsumeSearchInput): Promise<ConsumeSearchResult>;
  /**
   * Spends a bot-check claim and tells whether the search is a reopen, in one statement: the
   * common cached search's two checks for the price of one. Exactly as strict as spending and
   * checking apart (a replay is refused on every instance); nothing is counted here.
   */
  spendAndCheckReopen?(claim: BotCheckClaim, input: ConsumeSearchInput): Promise<SpendAndReopenResult>;
}

/** A bot-check solution that passed every check but the replay check: what is left to spend. */
export interface BotCheckClaim {
  signature: string;
  expiresAt: Date;
}

/** Verifies a bot-check token (ALTCHA payload or reCAPTCHA token). Each token passes once. */
export interface BotCheck {
  verify(token: string, context: { ip: string }): Promise<boolean>;
  /**
   * `verify` in two steps, for checks whose replay guard is ours (ALTCHA): every check but the
   * replay one, synchronously (null: the token fails), then `spend`. Absent: use `verify`.
   */
  claim?(token: string, context: { ip: string }): BotCheckClaim | null;
  spend?(claim: BotCheckClaim): Promise<boolean>;
}

/** Remembers spent bot-check solutions until they expire, across all server instances. */
export interface SpentTokenStore {
  /** True the first time a signature is spent, false on every replay. */
  spend(signature: string, expiresAt: Date): Promise<boolean>;
  purgeExpired(now: Date): Promise<void>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert e-mails (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mail: SMTP in production, the development outbox otherwise. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface ListEntryRecord {
  id: number;
  type: TitleType;
  title: string;
  year: number | null;
  thumbnail: string | null;
  addedAt: Date;
}

export type AddToListOutcome = { result: 'added' | 'exists'; entry: ListEntryRecord } | { result: 'full' };

/** The signed-in user's watchlist and watched list. */
export interface ListStore {
  /** Adds unless present; refuses when the list holds `limit` entries. Atomic per user. */
  add(
    userId: string,
    list: 'watchlist' | 'watched',
    entry: Omit<ListEntryRecord, 'addedAt'>,
    limit: number,
  ): Promise<AddToListOutcome>;
  entries(userId: string, list: 'watchlist' | 'watched'): Promise<ListEntryRecord[]>;
  remove(userId: string, list: 'watchlist' | 'watched', ref: TitleRef): Promise<boolean>;
}

export interface Clock {
  now(): Date;
}

export type { OfferType };

/** A subscription as its provider (Stripe or the local test billing) last described it. */
export interface SubscriptionRecord {
  id: string;
  provider: 'stripe' | 'test';
  userId: string;
  customerId: string | null;
  /** The provider's status: trialing, active, past_due, canceled, incomplete, unpaid, … */
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  /** The provider's timestamp of the change this record reflects. */
  lastEventAt: Date;
}

/** What billing needs to know about a user. */
export interface BillingUser {
  id: string;
  email: string;
  emailVerified: boolean;
  plan: 'Free' | 'Trial' | 'Pro';
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  trialUsed: boolean;
  stripeCustomerId: string | null;
}

/** The plan fields of the user record (spec §3), as billing sets them. */
export interface UserPlanUpdate {
  plan: 'Free' | 'Trial' | 'Pro';
  isPro: boolean;
  isTrial: boolean;
  trialEndDate: Date | null;
  trialUsed: boolean;
  subscriptionEndDate: Date | null;
  stripeCustomerId: string | null;
}

export type ApplyOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown_user';

/** Local subscription table, processed provider events, and the users' plan fields. */
export interface BillingStore {
  user(userId: string): Promise<BillingUser | null>;
  subscriptionsOf(userId: string): Promise<SubscriptionRecord[]>;
  subscription(id: string): Promise<SubscriptionRecord | null>;
  /** Remembers a processed event; false when it was processed before. */
  recordEvent(event: { id: string; type: string }): Promise<boolean>;
  /** Records `event` and links the provider's customer to a user who has none yet, atomically. */
  linkCustomer(input: {
    userId: string;
    customerId: string;
    event: { id: string; type: string };
  }): Promise<'applied' | 'duplicate'>;
  /**
   * In one transaction, serialised per user: records `event` (stops with 'duplicate' when
   * seen), finds the user (given id, the subscription's owner, or the customer's user), lets
   * `decide` turn the stored row into the new one (null: stale, nothing written), then writes
   * the user's plan as `derive` computes it from all their subscriptions.
   */
  applyChange(input: {
    subscriptionId: string;
    userId: string | null;
    customerId: string | null;
    event?: { id: string; type: string };
    decide(current: SubscriptionRecord | null, userId: string): SubscriptionRecord | null;
    derive(user: BillingUser, subscriptions: SubscriptionRecord[]): UserPlanUpdate;
  }): Promise<ApplyOutcome>;
}

/** Where checkout and subscription management happen: Stripe, or the local test billing. */
export interface BillingGateway {
  readonly provider: 'stripe' | 'test';
  /** The one Pro price a checkout may ask for. */
  readonly priceId: string;
  createCheckout(input: { user: BillingUser; trialDays: number | null }): Promise<{ url: string }>;
  createPortal(input: { user: BillingUser }): Promise<{ url: string }>;
}

/** The banned addresses and ranges (normalised), shared by every server instance. */
export interface BanStore {
  list(): Promise<string[]>;
  /**
   * 'exists' when it was banned already; 'full' (nothing added) when the list already holds
   * `maxEntries` bans — checked atomically, so bans made at once never pass the cap.
   */
  add(ip: string, bannedBy: string | null, maxEntries: number): Promise<'added' | 'exists' | 'full'>;
  /** False when it was not banned. */
  remove(ip: string): Promise<boolean>;
}

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

export interface SuggestionRecord {
  id: number;
  username: string | null;
  message: string;
  createdAt: Date;
}

/** Contact messages and feature suggestions, kept for the operator (DESIGN.md §4). */
export interface MessageStore {
  saveContact(input: { name: string; email: string; message: string; userId: string | null }): Promise<void>;
  saveSuggestion(input: { userId: string; message: string }): Promise<void>;
  latestContact(limit: number): Promise<ContactMessageRecord[]>;
  latestSuggestions(limit: number): Promise<SuggestionRecord[]>;
}

/** Fixed-window request counters in the database, so every instance enforces one limit. */
export interface RateLimitStore {
  /** Counts one request on `key` in the window holding `now`: the count so far and the window's end. */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  purgeExpired(now: Date): Promise<void>;
  /** Writes counts still held in memory (a store that batches them); called before shutdown. */
  flush?(): Promise<void>;
}
