import type { Availability, Region, StreamingService, TitleSummary, TitleType } from '@reelatlas/contracts';

/** A title's overview in one language (TMDb's translations carry one per language and country). */
export interface TitleOverview {
  /** ISO 639-1. */
  language: string;
  /** ISO 3166-1 alpha-2, when the overview is a country's. */
  country: string | null;
  overview: string;
}

/** One name of a title: TMDb's original, its English title, a translation or an alternative title. */
export interface TitleName {
  kind: 'original' | 'english' | 'translation' | 'alternative';
  name: string;
  /** ISO 639-1, when known. */
  language: string | null;
  /** ISO 3166-1 alpha-2, when the name is a country's. */
  country: string | null;
}

/** A title as the catalog holds it, before availability is attached. */
export interface TitleRecord extends TitleSummary {
  rating: number | null;
  description: string;
  trailerUrl: string | null;
  seasons: number | null;
  /** The title in its original language, when it differs from `title`. */
  originalTitle?: string | null;
  /**
   * Every name the catalog knows it by, when this copy carries them: writing a title with
   * `names` replaces its stored names; without, the stored names stay.
   */
  names?: TitleName[];
  /** Its overview in other languages, when this copy carries them (written and kept as `names`). */
  overviews?: TitleOverview[];
}

export interface TitleWithAvailability extends TitleRecord {
  availability: Availability[];
  /**
   * Fetched without its second source's facts, which the next counted search asks for
   * (docs/catalog.md#facts-owed). Stored with the title; never part of an answer.
   */
  offerFactsOwed?: boolean;
}

export interface TitleRef {
  type: TitleType;
  id: number;
}

/** What a search names: the typed "Title" (plus optional year). */
export interface TypedTitle {
  title: string;
  year: number | null;
}

/** A picked title: its id, and its type when known (an old link may carry the id alone). */
export type PickedTitle = Partial<TitleRef> & { id: number };

/**
 * What a search tells the catalog it is fetching a title for (docs/catalog.md#streaming-availability-api).
 * Asked only when the title must be fetched from upstream now, so a title in a cache costs nothing.
 */
export interface TitleFetch {
  /**
   * Whether the search will most likely be counted (Pro or Trial, or a search left today), so the
   * paid second source may be asked alongside the fetch instead of after the count.
   */
  mayAskOfferFacts(): Promise<boolean>;
}

/** A title as stored, with what ranks it in search and top-rated lists. */
export interface CatalogTitle extends TitleWithAvailability {
  votes: number;
  popularity: number;
}

/** Where titles and their availability come from: the demo catalog or TMDb (docs/product-rules.md#catalog-freshness). */
export interface CatalogProvider {
  readonly source: 'demo' | 'tmdb';
  autocomplete(query: string, limit: number): Promise<TitleSummary[]>;
  /**
   * The title a search is for. Every catalog answers alike (the shared suite in
   * `@reelatlas/testing/port-contracts` runs each one): a picked title with its type is that
   * title; an id without a type (an old link) is the movie with that id, else the TV show; when
   * the id names no title, or none was picked, the best match of the typed title (exact title
   * first, the year deciding between equals); null when nothing matches.
   */
  search(query: TypedTitle, ref?: PickedTitle): Promise<TitleRef | null>;
  /**
   * The title with its availability. `fetch`, given only by a search that may be counted, lets a
   * catalog that must fetch the title now ask its paid second source at the same time rather
   * than after the count (docs/catalog.md#streaming-availability-api); others ignore it.
   */
  getTitle(ref: TitleRef, fetch?: TitleFetch): Promise<TitleWithAvailability | null>;
  /**
   * The title (as getTitle answered it) with facts a paid second source adds to its offers,
   * asked now when its fetch left them to ask (docs/catalog.md#streaming-availability-api); the
   * same title otherwise. getTitle never asks that source: anyone's search fetches, counted or
   * refused, so only a search that was counted (or Pro or Trial, or a reopen) calls this.
   * A catalog without such a source answers the title it was given.
   */
  withOfferFacts(title: TitleWithAvailability): Promise<TitleWithAvailability>;
  /**
   * The title as this deployment already holds it (memory, database), stale or not; never asks
   * an upstream API. Title pages' served heads use it: anyone can request any id there, with no
   * bot check or daily limit, so they must not spend TMDb's shared budget (docs/product-rules.md#catalog-freshness).
   */
  storedTitle(ref: TitleRef): Promise<TitleWithAvailability | null>;
  topRated(limit: number): Promise<TitleSummary[]>;
  /** The countries availability is known for, by English name. */
  regions(): Promise<Region[]>;
  /** The streaming services availability names, the most widespread first. */
  services(): Promise<StreamingService[]>;
}

/**
 * A catalog's in-process memory (the LRU in front of every catalog the server uses): what
 * `search` then `getTitle` would answer, when it is already in memory; undefined otherwise
 * (never any I/O). The search use case needs it for its short way (a title opened again).
 */
export interface CatalogMemory {
  peek(query: TypedTitle, ref?: PickedTitle): TitleWithAvailability | undefined;
}

/** A catalog with its memory: what the server's routes and the search use case are given. */
export type RememberingCatalog = CatalogProvider & CatalogMemory;
