import type { TitleType } from '@reelatlas/contracts';
import { z } from 'zod';
import type { TmdbClient } from './http-client.ts';
import { callFromSpareBudget, type FetchTitle, type SpareCallOptions } from './spare-fetch.ts';

/** TMDb's change lists: ids only, 100 a page; a request spans at most 14 days. */
const changesPageSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), adult: z.boolean().nullish() })),
  page: z.number().int(),
  total_pages: z.number().int(),
});

/** Days one request spans at most (TMDb refuses more). */
export const CHANGE_WINDOW_DAYS = 14;
/** TMDb serves at most 500 pages of a list; a larger total_pages is not believed. */
const MAX_PAGES = 500;
const KINDS: readonly TitleType[] = ['movie', 'tv'];
const DAY_MS = 86_400_000;

/** Where the change feed stands, kept in the database after every step. */
export interface ChangeFeedCursor {
  /** The last UTC day (YYYY-MM-DD) whose changes were all handled. */
  through: string;
  /** The window under way: its days, the kind, the page, and how many of that page's ids are done. */
  window?: { start: string; end: string; type: TitleType; page: number; done: number };
}

export interface ChangeFeedOptions extends Omit<SpareCallOptions, 'skipMalformed'> {
  /** A client whose limiter takes only spare budget (it refuses rather than queues). */
  client: TmdbClient;
  /** Fetches a title again with its names and availability and stores it. */
  fetchTitle: FetchTitle;
  store: {
    readCursor(): Promise<ChangeFeedCursor | null>;
    writeCursor(cursor: ChangeFeedCursor): Promise<void>;
    /** Of these ids, those stored with details (fetched or imported): their stored data went stale. */
    storedWithDetails(type: TitleType, ids: readonly number[]): Promise<number[]>;
  };
  /** Now: the feed reads every day up to yesterday (UTC), the last complete one. */
  now: Date;
  /** Told of each changed id handled (metrics). */
  onTitle?: (outcome: 'refetched' | 'gone' | 'skipped' | 'not_stored') => void;
  onPage?: () => void;
}

export interface ChangeFeedSummary {
  pages: number;
  refetched: number;
  gone: number;
  skipped: number;
  /** Changed ids with no details stored here: nothing to refresh (the names crawl fetches them). */
  notStored: number;
  /** TMDb kept failing a page or a title; the next run starts there. */
  stoppedOnFailure: boolean;
  cursor: ChangeFeedCursor;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (text: string, days: number) =>
  day(new Date(Date.parse(`${text}T00:00:00Z`) + days * DAY_MS));

/**
 * TMDb's daily change feed (`/movie/changes`, `/tv/changes`): the titles whose data changed are
 * fetched again (names and availability) when this catalog holds their details; ids known only
 * from the exports are left to the names crawl, which takes them by popularity. Every call comes
 * from spare budget, as the crawl's. Days are read in windows of at most 14, from the day after
 * the last one done to yesterday (a first run reads yesterday only). The cursor (window, kind,
 * page, position in the page) is written after each title refetched and each page, so a stop,
 * crash or a page TMDb keeps failing (429, 5xx, timeout) loses nothing: the next run goes on there.
 */
export async function followChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeedSummary> {
  const yesterday = addDays(day(options.now), -1);
  const cursor: ChangeFeedCursor = (await options.store.readCursor()) ?? { through: addDays(yesterday, -1) };
  const summary: ChangeFeedSummary = {
    pages: 0,
    refetched: 0,
    gone: 0,
    skipped: 0,
    notStored: 0,
    stoppedOnFailure: false,
    cursor,
  };
  const spare = { ...options, skipMalformed: false };
  const stop = () => {
    summary.stoppedOnFailure = true;
    return summary;
  };
  while (!options.signal?.aborted) {
    if (!cursor.window) {
      if (cursor.through >= yesterday) break;
      const start = addDays(cursor.through, 1);
      const last = addDays(start, CHANGE_WINDOW_DAYS - 1);
      cursor.window = { start, end: last < yesterday ? last : yesterday, type: 'movie', page: 1, done: 0 };
    }
    const window = cursor.window;
    const page = await callFromSpareBudget(
      () =>
        options.client.get(
          `/${window.type}/changes`,
          { start_date: window.start, end_date: window.end, page: String(window.page) },
          changesPageSchema,
        ),
      spare,
    );
    if (page.kind === 'stopped') break;
    if (page.kind !== 'done') return stop();
    summary.pages++;
    options.onPage?.();
    const ids = page.value.results
      .filter((r) => r.adult !== true && r.id > 0 && r.id <= 2_147_483_647)
      .map((r) => r.id);
    const stored = new Set(await options.store.storedWithDetails(window.type, ids));
    for (let i = window.done; i < ids.length; i++) {
      const id = ids[i] as number;
      if (!stored.has(id)) {
        summary.notStored++;
        options.onTitle?.('not_stored');
        continue;
      }
      const fetched = await callFromSpareBudget(() => options.fetchTitle({ type: window.type, id }), {
        ...options,
        skipMalformed: true,
      });
      if (fetched.kind === 'stopped') return summary;
      if (fetched.kind === 'failed') return stop();
      const outcome =
        fetched.kind === 'skipped' ? 'skipped' : fetched.value === 'gone' ? 'gone' : 'refetched';
      summary[outcome]++;
      options.onTitle?.(outcome);
      window.done = i + 1;
      await options.store.writeCursor(cursor);
    }
    const lastPage = Math.min(page.value.total_pages, MAX_PAGES);
    if (window.page < lastPage) cursor.window = { ...window, page: window.page + 1, done: 0 };
    else {
      const next = KINDS[KINDS.indexOf(window.type) + 1];
      if (next) cursor.window = { ...window, type: next, page: 1, done: 0 };
      else {
        cursor.through = window.end;
        cursor.window = undefined;
      }
    }
    await options.store.writeCursor(cursor);
  }
  return summary;
}
