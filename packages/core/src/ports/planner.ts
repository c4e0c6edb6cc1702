import type { OfferType, PlannerCountry, TitleType } from '@reelatlas/contracts';

/** The user's watchlist against the stored availability, as one read (TripPlannerStore.summary). */
export interface TripSummaryRows {
  total: number;
  /** Watchlist titles that stream in at least one country, on any service. */
  streaming: number;
  services: string[];
  /** Every country where at least one watchlist title streams, in no particular order. */
  countries: PlannerCountry[];
  /** Watchlist titles stored before `staleBefore`, now queued for the catalog's refresh. */
  stale: { id: number; type: TitleType; title: string }[];
}

/** One (title, service) offer in a country: the title's row repeats for each of its services there. */
export interface TripCountryRow {
  id: number;
  type: TitleType;
  title: string;
  year: number | null;
  thumbnail: string | null;
  stale: boolean;
  service: string;
  offerType: OfferType;
  mine: boolean;
}

/** An offer of a watchlist title on one of the user's services whose last day is announced. */
export interface TripLeavingRow {
  id: number;
  type: TitleType;
  title: string;
  country: string;
  service: string;
  offerType: OfferType;
  /** Its last day, `YYYY-MM-DD`. */
  leavesOn: string;
}

/** The planner's reads. Each is one statement over indexed keys (the user's rows, then titles' keys). */
export interface TripPlannerStore {
  /**
   * The ranking's counts for the user's own watchlist and services. Watchlist titles stored
   * before `staleBefore` (null: none are ever stale) are queued for refresh in the same statement.
   */
  summary(userId: string, staleBefore: Date | null): Promise<TripSummaryRows>;
  /** The user's watchlist titles that stream in `country`, one row per title and service. */
  country(userId: string, country: string, staleBefore: Date | null): Promise<TripCountryRow[]>;
  /**
   * The user's watchlist offers on the user's services, in any country, whose last day is between
   * `from` and `to` (days, inclusive): soonest first, at most PLANNER_LEAVING_MAX.
   */
  leaving(userId: string, from: string, to: string): Promise<TripLeavingRow[]>;
}
