import type { Availability, OfferType, TitleSummary, TitleType } from '@reelatlas/contracts';

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
  /** Live titles fetched before `olderThan`, oldest first. */
  staleTitles(olderThan: Date, limit: number): Promise<TitleRef[]>;
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
  topRated(limit: number): Promise<TitleSummary[]>;
}

export interface ConsumeSearchInput {
  day: string;
  counterKeys: string[];
  limit: number;
  viewerKey: string;
  titleKey: string;
}

export type ConsumeSearchResult =
  | { allowed: true; used: number; reopened: boolean }
  | { allowed: false; used: number };

/** Daily search counters. `consume` must be atomic across concurrent requests and instances. */
export interface SearchQuotaStore {
  used(day: string, counterKeys: string[]): Promise<number>;
  consume(input: ConsumeSearchInput): Promise<ConsumeSearchResult>;
}

/** Verifies a bot-check token (ALTCHA payload or reCAPTCHA token). Each token passes once. */
export interface BotCheck {
  verify(token: string, context: { ip: string }): Promise<boolean>;
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
