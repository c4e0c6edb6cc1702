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
 */
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
}

interface State {
  screen?: Screen;
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

async function readScreen(db: Db): Promise<Screen> {
  const version = catalogVersion();
  const readAt = Date.now();
  // A title's other names start inputs too (title_names' aliases; their trigrams are in
  // title_trigrams already).
  const starts = await queryRows<{ start: string }>(
    db,
    sql`SELECT DISTINCT left(search_title, ${PREFIX_CHARS}) AS start FROM titles
        UNION SELECT DISTINCT left(search_name, ${PREFIX_CHARS}) FROM title_names WHERE alias`,
  );
  const [names] = await queryRows<{ aliases: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM title_names WHERE alias) AS aliases`,
  );
  const known = await queryRows<{ trigram: string }>(db, sql`SELECT trigram FROM title_trigrams`);
  const prefixes = new Set<string>();
  for (const { start } of starts) addPrefixes(prefixes, start);
  return {
    prefixes,
    trigrams: new Set(known.map((row) => row.trigram)),
    trigramsComplete: true,
    aliases: Boolean(names?.aliases),
    version,
    readAt,
  };
}

/** Reads the screen of `db` now (the server's start, tests); later reads refresh it by themselves. */
export async function prepareAutocompleteScreen(db: Db): Promise<void> {
  const state = states.get(db) ?? {};
  states.set(db, state);
  state.screen = await readScreen(db);
}

/** Starts reading the screen in the background unless a reading is under way. */
function refresh(db: Db, state: State): void {
  if (state.reading) return;
  state.reading = readScreen(db).then(
    (screen) => {
      state.screen = screen;
      state.reading = undefined;
    },
    () => {
      // A closed database (a test's end) or a failed read: the next ask tries again.
      state.reading = undefined;
    },
  );
}

/** The screen when it can be trusted now, with this process's writes since its reading added. */
function trustedScreen(db: Db, now: number): Screen | null {
  let state = states.get(db);
  if (!state) {
    state = {};
    states.set(db, state);
  }
  const screen = state.screen;
  if (!screen || now - screen.readAt > SCREEN_TTL_MS) {
    refresh(db, state);
    return null;
  }
  const version = catalogVersion();
  if (screen.version !== version) {
    const added = titlesAddedSince(screen.version);
    if (!added) {
      state.screen = undefined;
      refresh(db, state);
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
