import { sql } from 'drizzle-orm';
import { asciiTrigrams } from './ascii-trigrams.ts';
import { catalogVersion, titlesAddedSince } from './catalog-changes.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/**
 * Autocomplete's screen: what every title starts with (its first PREFIX_CHARS characters and each
 * shorter start) and every trigram any title holds, in memory. An input that starts no title and
 * whose trigrams cannot reach a trigram pass matched nothing, and saying so from memory costs no
 * query: the typos, foreign scripts and half-words that are most of what a live site is sent
 * (docs/architecture.md#autocompletes-three-caches; a miss used to cost two statements, about 3 ms of PGlite's one thread).
 *
 * The screen only ever says "no title can match"; so it may hold more than the catalog (a
 * removed title's prefixes), never less. Writes in this process add their titles at once
 * (catalog-changes.ts); writes by other instances reach it when it is read again, every
 * SCREEN_TTL_MS, as remembered misses do.
 *
 * Both sets are kept by triggers in tables of their own (title_starts, title_trigrams: a few
 * hundred thousand short rows, not the millions of titles and names). The first reading takes
 * them whole; each later one only the rows added by transactions its last snapshot could not see,
 * added to the sets it holds (docs/architecture.md#autocompletes-three-caches).
 */
/** Also written into migration 0030's triggers and title-index-bulk.ts: change all three together. */
const PREFIX_CHARS = 4;
const SCREEN_TTL_MS = 5 * 60_000;

interface Screen {
  prefixes: Set<string>;
  trigrams: Set<string>;
  /** false once a title was added whose trigrams only the database can tell: ask it then. */
  trigramsComplete: boolean;
  /**
   * Whether some title may have a name of its own besides its title (title_names' aliases): read
   * with the screen, and taken as true after any write, which may have added some.
   */
  aliases: boolean;
  /** catalogVersion() the screen has taken in. */
  version: number;
  readAt: number;
  /** pg_current_snapshot() of the statement that read it: every row it could not see is newer. */
  snapshot: string;
}

interface State {
  /** The screen in use; dropped (the database answers) when it fell behind this process's writes. */
  screen?: Screen;
  /** The last screen read, kept when dropped: the next reading adds to its sets. */
  last?: Screen;
  reading?: Promise<void>;
}
const states = new WeakMap<Db, State>();

function addPrefixes(prefixes: Set<string>, searchTitle: string): void {
  let prefix = '';
  let chars = 0;
  // left() counts characters (code points), as for...of does.
  for (const char of searchTitle) {
    if (chars++ === PREFIX_CHARS) break;
    prefix += char;
    prefixes.add(prefix);
  }
}

function addTitle(screen: Screen, searchTitle: string): void {
  addPrefixes(screen.prefixes, searchTitle);
  const trigrams = asciiTrigrams(searchTitle);
  if (!trigrams) screen.trigramsComplete = false;
  else for (const trigram of trigrams) screen.trigrams.add(trigram);
}

/**
 * Reads the screen: whole, or onto `last` the rows that `last`'s snapshot could not see (added by
 * a transaction that committed after it, or was still running). A transaction id below that
 * snapshot's xmin had ended before it, so the index on `added` reads only the recent rows. One
 * statement, so the rows and the snapshot kept for the next reading are the same snapshot's.
 */
async function readScreen(db: Db, last?: Screen): Promise<Screen> {
  const version = catalogVersion();
  const readAt = Date.now();
  const unseen = last
    ? sql`WHERE added >= pg_snapshot_xmin(${last.snapshot}::pg_snapshot)
            AND NOT pg_visible_in_snapshot(added, ${last.snapshot}::pg_snapshot)`
    : sql``;
  // Each set as one JSON text: PGlite makes an object of every row it returns, and reading 137,000
  // rows so took 1.3–2 s where one parse of the same values took 0.3 s (docs/performance.md#history).
  const [row] = await queryRows<{ snapshot: string; aliases: boolean; starts: string; trigrams: string }>(
    db,
    sql`SELECT pg_current_snapshot()::text AS snapshot,
               EXISTS (SELECT 1 FROM title_names WHERE alias) AS aliases,
               (SELECT coalesce(json_agg(start), '[]')::text FROM title_starts ${unseen}) AS starts,
               (SELECT coalesce(json_agg(trigram), '[]')::text FROM title_trigrams ${unseen}) AS trigrams`,
  );
  if (!row) throw new Error('the screen read no row');
  // Added to in place: a screen in use only ever gains entries, which it may.
  const prefixes = last?.prefixes ?? new Set<string>();
  const trigrams = last?.trigrams ?? new Set<string>();
  for (const start of JSON.parse(row.starts) as string[]) addPrefixes(prefixes, start);
  for (const trigram of JSON.parse(row.trigrams) as string[]) trigrams.add(trigram);
  // Complete again: every title this process wrote up to `version` had committed before the
  // statement's snapshot, so their trigrams are among the rows read now or before.
  return {
    prefixes,
    trigrams,
    trigramsComplete: true,
    aliases: row.aliases,
    version,
    readAt,
    snapshot: row.snapshot,
  };
}

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = {};
    states.set(db, state);
  }
  return state;
}

/** Reads the screen of `db` now and whole (the server's start, tests); later reads refresh it by themselves. */
export async function prepareAutocompleteScreen(db: Db): Promise<void> {
  const state = stateOf(db);
  state.screen = state.last = await readScreen(db);
}

/**
 * Reads now what was added since the screen's last reading, as is done every SCREEN_TTL_MS (the
 * whole screen when none was read): the bench times it, tests wait for it.
 */
export function refreshAutocompleteScreen(db: Db): Promise<void> {
  const state = stateOf(db);
  state.reading ??= readScreen(db, state.last).then(
    (screen) => {
      state.screen = state.last = screen;
      state.reading = undefined;
    },
    (error: unknown) => {
      state.reading = undefined;
      throw error;
    },
  );
  return state.reading;
}

/** Starts reading the screen in the background unless a reading is under way. */
function refresh(db: Db): void {
  // A closed database (a test's end) or a failed read: the next ask tries again.
  refreshAutocompleteScreen(db).catch(() => {});
}

/** The screen when it can be trusted now, with this process's writes since its reading added. */
function trustedScreen(db: Db, now: number): Screen | null {
  const state = stateOf(db);
  const screen = state.screen;
  if (!screen || now - screen.readAt > SCREEN_TTL_MS) {
    refresh(db);
    return null;
  }
  const version = catalogVersion();
  if (screen.version !== version) {
    const added = titlesAddedSince(screen.version);
    if (!added) {
      state.screen = undefined;
      refresh(db);
      return null;
    }
    for (const titles of added) for (const title of titles) addTitle(screen, title);
    if (added.length) screen.aliases = true;
    screen.version = version;
  }
  return screen;
}

export interface ScreenedInput {
  /** false: no title starts with the input. */
  mayStart: boolean;
  /** false: no title has a name besides its title (title_names is not searched). */
  aliases: boolean;
  /** The input's trigrams and those some title holds, when known without the database. */
  trigrams: { trigrams: string[]; known: string[] } | null;
  /**
   * Which of `trigrams` (the input's, as show_trgm gives them) some title holds; null when the
   * screen cannot tell (a title was added whose trigrams only the database knows).
   */
  knownOf: ((trigrams: string[]) => string[]) | null;
}

/** What memory tells of `needle` (normalised), or null when the screen cannot be trusted now. */
export function screenInput(db: Db, needle: string, now = Date.now()): ScreenedInput | null {
  const screen = trustedScreen(db, now);
  if (!screen) return null;
  let start = '';
  let chars = 0;
  for (const char of needle) {
    if (chars++ === PREFIX_CHARS) break;
    start += char;
  }
  if (!screen.trigramsComplete)
    return { mayStart: screen.prefixes.has(start), aliases: screen.aliases, trigrams: null, knownOf: null };
  const knownOf = (trigrams: string[]) => trigrams.filter((t) => screen.trigrams.has(t));
  const trigrams = asciiTrigrams(needle);
  return {
    mayStart: screen.prefixes.has(start),
    aliases: screen.aliases,
    trigrams: trigrams && { trigrams, known: knownOf(trigrams) },
    knownOf,
  };
}
