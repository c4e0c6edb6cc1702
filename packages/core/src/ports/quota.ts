import type { DailyCounter } from '../search/subject.ts';
import type { BotCheckClaim } from './bot-check.ts';

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

export interface ConsumeOptions {
  /**
   * The caller asked whether this is a reopen a moment ago (`spendAndCheckReopen` said no), so
   * the quick unlocked check is skipped. The locked check still runs: a concurrent first open of
   * the same title is counted once either way.
   */
  reopenChecked?: boolean;
}

export interface ReopenCheck {
  /** This viewer already opened this title today. */
  seen: boolean;
  /** The day's use, as `used` reports it. */
  used: number;
}

/** Daily search counters. `consume` must be atomic across concurrent requests and instances. */
export interface SearchQuotaStore {
  /** Today's use as `usedOf` reports it. */
  used(day: string, counters: DailyCounter[], limit: number): Promise<number>;
  consume(input: ConsumeSearchInput, options?: ConsumeOptions): Promise<ConsumeSearchResult>;
  /**
   * Spends a bot-check claim (in the same spent-token record a `LocalBotCheck` spends in) and
   * tells whether the search is a reopen, in one statement: the common cached search's two
   * checks for the price of one. Exactly as strict as spending and checking apart (a replay is
   * refused on every instance); nothing is counted here.
   */
  spendAndCheckReopen(claim: BotCheckClaim, input: ConsumeSearchInput): Promise<SpendAndReopenResult>;
  /**
   * Whether this viewer already opened this title today, and the day's use, without counting
   * or spending anything: a search that may only be answered when it is free asks this.
   */
  checkReopen(input: ConsumeSearchInput): Promise<ReopenCheck>;
  /**
   * Forgets, from days before `day`, what only that day's limits needed: the counters of devices,
   * addresses and /48 blocks, and which titles were opened. At most `batch` rows of each kind per
   * call (a day's records of a busy site are millions of rows). An account's own daily counts
   * stay: its data export lists them, and they go with the account.
   */
  purgeBefore(day: string, batch: number): Promise<{ counters: number; views: number }>;
}
