import { AUTOCOMPLETE_BUSY_MESSAGE, type TitleSummary } from '@reelatlas/contracts';
import { AppError, normalizeTitle } from '@reelatlas/core';
import { type SQL, sql } from 'drizzle-orm';
import {
  isKnownMiss,
  type PopularTitle,
  popularTitles,
  rememberMiss,
  type TrigramCounts,
  trigramCounts,
} from './autocomplete-memory.ts';
import { screenInput } from './autocomplete-screen.ts';
import { catalogVersion } from './catalog-changes.ts';
import type { Db } from './database.ts';
import { queryRows, runsInProcess } from './rows.ts';
import {
  TITLE_PREFIX_LENGTHS,
  titleNamePrefixExpression,
  titleNameWordEndsExpression,
  titlePrefixExpression,
  titleWordEndsExpression,
} from './schema.ts';
import { asciiWordSimilarity } from './word-similarity.ts';

/** Not a prefix match (those were listed first); left() is literal where LIKE would need escaping. */
const notStarting = (needle: string) => sql`${titlePrefixExpression([...needle].length)} <> ${needle}`;
const titleKey = (row: TitleSummary) => `${row.type}:${row.id}`;
const LONGEST_PREFIX_INDEX = Math.max(...TITLE_PREFIX_LENGTHS);

/**
 * A typo counts as close from this word similarity on ("godfathr" → The Godfather 0.78,
 * "jurasic" → Jurassic Park 0.7). From here the trigram index returns few candidates even for
 * inputs made of common words ("the famli"), which at the connection's 0.4 return a third of
 * the catalog; at 0.6 "thes" still returned 25,000 (measured on the 100k synthetic catalog).
 */
const CLOSE_WORD_SIMILARITY = 0.65;
/** The loose pass's similarity threshold. */
const LOOSE_WORD_SIMILARITY = 0.4;
/** How many of the most popular titles loose matches are looked for in. */
const POPULAR_POOL = 300;
/** Float slack: a pass is skipped only when its threshold is out of reach by more than this. */
const SLACK = 1e-6;
/**
 * The close pass reads at most about this many titles (estimated): the titles holding one of the
 * input's rarest trigrams. An input whose rarest trigrams are this common ("thes", "the ofr" on
 * the 1.2M index: hundreds of thousands of titles hold "the") gets no close pass; its loose
 * pass among the popular titles still runs. Measured cost: ~3 µs a title on PostgreSQL.
 */
const CLOSE_CANDIDATES_MAX = 2_000;
/**
 * An input with too few trigrams from inside words to use them ("ma n and") takes the trigram
 * index's own pass, which reads the posting list of every trigram of the input: only while
 * their estimated sizes add up to at most this.
 */
const CLOSE_SCAN_MAX = 50_000;
/** A trigram from inside a word: a title holds it exactly when it contains it (LIKE '%abc%'). */
const INNER_TRIGRAM = /^[\p{L}\p{N}]{3}$/u;

/**
 * The smallest string above every string that starts with `needle` in byte order (COLLATE "C"):
 * its last code point plus one. null when there is none.
 */
function prefixEnd(needle: string): string | null {
  const points = [...needle];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  // A surrogate is no character (a normalised title holds none): skip over them.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return points.join('') + String.fromCodePoint(next);
}

/**
 * Titles starting with the input, best first: a title whose word ends where the input ends
 * ("star wars" for "star wars", "the dark knight" for "the dark") before one that goes on
 * ("the darkness"), then the more popular. For inputs up to six characters that is the first
 * `limit` entries of one `titles_prefix_<n>` index. A longer input's titles are one range of
 * `titles_search_range`, which holds the ranking's columns: the range is ranked from the index
 * alone (thousands of entries for "searching th" on the 1.2M index, where the six-character
 * group fetched 12,000 rows from the table) and only the best `limit` rows are read.
 */
function prefixMatches(needle: string, limit: number): SQL {
  const length = [...needle].length;
  if (length <= LONGEST_PREFIX_INDEX)
    return sql`SELECT type, id, title, year, thumbnail FROM titles
      WHERE ${titlePrefixExpression(length)} = ${needle} AND NOT adult
      ORDER BY ${titleWordEndsExpression(length)} DESC, popularity DESC NULLS LAST, id
      LIMIT ${limit}`;
  const end = prefixEnd(needle);
  // left() keeps it exact whatever the bounds; it is computed from the index entry.
  return sql`SELECT t.type, t.id, t.title, t.year, t.thumbnail FROM (
      SELECT type, id, popularity, ${titleWordEndsExpression(length)} AS word_ends FROM titles
      WHERE search_title COLLATE "C" >= ${needle}
        ${end === null ? sql`` : sql`AND search_title COLLATE "C" < ${end}`}
        AND ${titlePrefixExpression(length)} = ${needle} AND NOT adult
      ORDER BY word_ends DESC, popularity DESC NULLS LAST, id
      LIMIT ${limit}
    ) best JOIN titles t ON t.type = best.type AND t.id = best.id
    ORDER BY best.word_ends DESC, best.popularity DESC NULLS LAST, best.id`;
}

/**
 * The titles starting with the input by their title or by another of their names (title_names'
 * aliases: "el viaje" → Spirited Away), each once, ranked as prefixMatches ranks: a name whose
 * word ends where the input ends first, then the more popular title — so a far more popular
 * title whose English or local name matches as well as a decoy's title outranks the decoy. The
 * name that matched is answered when it is not the title (`matchedName`). The titles' part reads
 * the same indexes as prefixMatches; the names' part the first entries of `title_names_prefix_<n>`
 * or, for a longer input, one range of `title_names_search_range` (a title's names in several
 * languages may repeat one name: a few more rows are read).
 */
function prefixMatchesWithNames(needle: string, limit: number): SQL {
  const length = [...needle].length;
  const end = prefixEnd(needle);
  const titlesPart =
    length <= LONGEST_PREFIX_INDEX
      ? sql`SELECT type, id, ${titleWordEndsExpression(length)} AS word_ends, popularity, NULL::text AS matched
          FROM titles WHERE ${titlePrefixExpression(length)} = ${needle} AND NOT adult
          ORDER BY ${titleWordEndsExpression(length)} DESC, popularity DESC NULLS LAST, id LIMIT ${limit}`
      : sql`SELECT type, id, ${titleWordEndsExpression(length)} AS word_ends, popularity, NULL::text AS matched
          FROM titles WHERE search_title COLLATE "C" >= ${needle}
            ${end === null ? sql`` : sql`AND search_title COLLATE "C" < ${end}`}
            AND ${titlePrefixExpression(length)} = ${needle} AND NOT adult
          ORDER BY word_ends DESC, popularity DESC NULLS LAST, id LIMIT ${limit}`;
  const namesPart =
    length <= LONGEST_PREFIX_INDEX
      ? sql`SELECT title_type AS type, title_id AS id, ${titleNameWordEndsExpression(length)} AS word_ends,
            popularity, name AS matched
          FROM title_names WHERE alias AND ${titleNamePrefixExpression(length)} = ${needle}
          ORDER BY ${titleNameWordEndsExpression(length)} DESC, popularity DESC NULLS LAST, title_type, title_id
          LIMIT ${limit * 4}`
      : sql`SELECT title_type AS type, title_id AS id, ${titleNameWordEndsExpression(length)} AS word_ends,
            popularity, name AS matched
          FROM title_names WHERE alias AND search_name COLLATE "C" >= ${needle}
            ${end === null ? sql`` : sql`AND search_name COLLATE "C" < ${end}`}
            AND ${titleNamePrefixExpression(length)} = ${needle}
          ORDER BY word_ends DESC, popularity DESC NULLS LAST, title_type, title_id LIMIT ${limit * 4}`;
  return sql`SELECT t.type, t.id, t.title, t.year, t.thumbnail, best.matched AS "matchedName" FROM (
      SELECT DISTINCT ON (c.type, c.id) c.type, c.id, c.word_ends, c.matched FROM (
        (${titlesPart}) UNION ALL (${namesPart})
      ) c ORDER BY c.type, c.id, c.word_ends DESC, (c.matched IS NULL) DESC
    ) best JOIN titles t ON t.type = best.type AND t.id = best.id
    WHERE NOT t.adult
    ORDER BY best.word_ends DESC, t.popularity DESC NULLS LAST, t.id
    LIMIT ${limit}`;
}

/**
 * Titles not starting with the input, by their title or another name, whose other names (aliases)
 * are close to the input (word similarity from CLOSE_WORD_SIMILARITY: "chihro"), closest first,
 * then the more popular; each title once, with the name that matched. Read among the names
 * holding one of the input's rarest trigrams among names (closePlan on the names' own counts),
 * or, when the input has too few inner trigrams, by the trigram index in one statement
 * (autocomplete_close_name_matches, migration 0028: `<%` at this threshold and never a scan of
 * every name). Each candidate's title is read by its key (LATERAL … LIMIT 1): a hash join would
 * read every title to match a few names.
 */
function closeNameMatches(needle: string, rare: string[] | 'index', limit: number): SQL {
  if (rare === 'index')
    return sql`SELECT type, id, title, year, thumbnail, matched_name AS "matchedName"
      FROM autocomplete_close_name_matches(${needle}, ${CLOSE_WORD_SIMILARITY}, ${limit})`;
  const holds = sql.join(
    rare.map((trigram) => sql`search_name LIKE ${`%${trigram}%`}`),
    sql` OR `,
  );
  return sql`SELECT t.type, t.id, t.title, t.year, t.thumbnail, n.name AS "matchedName" FROM (
      SELECT DISTINCT ON (title_type, title_id) title_type, title_id, name,
             word_similarity(${needle}, search_name) AS similarity
      FROM title_names
      WHERE alias AND (${holds})
        AND word_similarity(${needle}, search_name) >= ${CLOSE_WORD_SIMILARITY}::float8
        AND left(search_name, ${[...needle].length}) <> ${needle}
      ORDER BY title_type, title_id, similarity DESC
    ) n CROSS JOIN LATERAL (
      SELECT type, id, title, year, thumbnail, popularity FROM titles
      WHERE type = n.title_type AND id = n.title_id AND NOT adult AND ${notStarting(needle)}
      LIMIT 1
    ) t
    ORDER BY n.similarity DESC, t.popularity DESC, t.id
    LIMIT ${limit}`;
}

/** Rows of the passes with names: `matchedName` only when a name other than the title matched. */
function withoutEmptyMatch(rows: (TitleSummary & { matchedName?: string | null })[]): TitleSummary[] {
  for (const row of rows) if (row.matchedName == null) delete row.matchedName;
  return rows as TitleSummary[];
}

/**
 * Titles not starting with the input whose word similarity reaches CLOSE_WORD_SIMILARITY, closest
 * first, then the more popular: the trigram index's own pass, which reads the posting list of
 * every trigram of the input. A function (migration 0019) because it needs `<%`'s threshold and
 * the index's preference for this query only, and a transaction to set them cost four round trips.
 */
function closeMatches(needle: string, limit: number): SQL {
  return sql`SELECT type, id, title, year, thumbnail
    FROM autocomplete_close_matches(${needle}, ${CLOSE_WORD_SIMILARITY}, ${limit})`;
}

/**
 * The same close matches, looked for only among the titles holding every trigram of one of the
 * `groups` (trigrams from inside words, LIKE '%abc%'; closePlan says why a close title does).
 * The same answer as closeMatches, read from the posting lists of a few rare trigrams instead of
 * every one of the input's, and from their intersections where a close title must hold several.
 */
function closeMatchesAmong(needle: string, groups: string[][], limit: number): SQL {
  const holds = sql.join(
    groups.map(
      (group) =>
        sql`(${sql.join(
          group.map((trigram) => sql`search_title LIKE ${`%${trigram}%`}`),
          sql` AND `,
        )})`,
    ),
    sql` OR `,
  );
  return sql`SELECT type, id, title, year, thumbnail FROM titles
    WHERE (${holds}) AND word_similarity(${needle}, search_title) >= ${CLOSE_WORD_SIMILARITY}::float8
      AND ${notStarting(needle)} AND NOT adult
    ORDER BY word_similarity(${needle}, search_title) DESC, popularity DESC, id
    LIMIT ${limit}`;
}

/**
 * How the close pass reads for the input's trigrams (`known`: those some title holds): among the
 * titles holding its rarest known inner trigrams when they are few enough — a match misses at
 * most `misses` of the input's trigrams, all the unknown ones among them, so it holds one of any
 * `misses - unknown + 1` known ones; by the trigram index's own pass when the input has too few
 * inner trigrams and all of its are rare enough; else not at all (see CLOSE_CANDIDATES_MAX).
 */
function closePlan(
  trigrams: string[],
  known: string[],
  counts: TrigramCounts,
): { groups: string[][] } | 'index' | 'skip' {
  const { rare, estimate, inner } = rarest(trigrams, known, counts);
  if (!rare) return sum(known, estimate) <= CLOSE_SCAN_MAX ? 'index' : 'skip';
  // Which inputs get the pass is decided on the `rare` alone, as before the groups: the groups
  // change what is read, never the answer.
  if (sum(rare, estimate) > CLOSE_CANDIDATES_MAX) return 'skip';
  return { groups: heldTogether(rare.length, inner) };
}

/**
 * A close title misses at most `needed - 1` of any `needed` of the known inner trigrams, so of the
 * `m` rarest it holds at least `m - needed + 1`: the groups of that size, one of which it holds
 * whole. With one more trigram than needed (three when one is needed: it may miss none), a close
 * title holds two or three of them together, and only the posting lists' intersections are read
 * instead of the rarest lists whole: for an alias typed whole ("Die Chihiros Reise"), whose rare
 * trigrams only names hold, ~2,000 titles holding one common trigram became a handful. Past a few
 * needed, the pairs grow quadratically; there each of the `needed` rarest alone.
 */
function heldTogether(needed: number, inner: string[]): string[][] {
  const m = Math.min(inner.length, needed === 1 ? 3 : needed + 1);
  if (needed > 4 || m <= needed) return inner.slice(0, needed).map((trigram) => [trigram]);
  return combinations(inner.slice(0, m), m - needed + 1);
}

/** Every `size`-element subset of `items`, in order. */
function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * The input's rarest known inner trigrams one of which every close match holds (null when it has
 * too few), and the estimate of how many rows hold a trigram.
 */
function rarest(trigrams: string[], known: string[], counts: TrigramCounts) {
  const k = trigrams.length;
  let misses = 0;
  while ((k - misses - 1) / k > CLOSE_WORD_SIMILARITY - SLACK) misses++;
  const needed = misses - (k - known.length) + 1;
  const estimate = (trigram: string) => counts.get(trigram) ?? counts.unseen ?? 0;
  const inner = known.filter((t) => INNER_TRIGRAM.test(t)).sort((a, b) => estimate(a) - estimate(b));
  const rare = needed >= 1 && inner.length >= needed ? inner.slice(0, needed) : null;
  return { rare, estimate, inner };
}

const sum = (trigrams: string[], estimate: (trigram: string) => number) =>
  trigrams.reduce((total, t) => total + estimate(t), 0);

/**
 * What reading one candidate name costs against one entry of a posting list: a name holding a
 * rare trigram is fetched from the table and its similarity computed (measured ~15 µs on PGlite,
 * 20,000 titles / 80,000 aliases); the trigram index's pass decodes the posting list of every
 * trigram of the input (~0.5 µs an entry) and fetches only the names that share enough of them.
 */
const NAME_CANDIDATE_COST = 30;
/**
 * The names' close pass reads at most this much (in posting-list entries): ~500 candidate names
 * or 15,000 entries, a few milliseconds. Names are about five times the titles, and the commonest
 * trigrams of one language's names are in a fifth of them ("die" in every German one): past this
 * the pass is skipped, and the typed name is still found by its start (prefixMatchesWithNames).
 */
const NAME_CLOSE_BUDGET = 15_000;

/**
 * The names' close pass, planned on the names' own trigram counts: among the names holding the
 * rarest trigrams while they are within the budget (a plain statement, as the titles' pass
 * prefers), else by the trigram index's pass while that is, else none.
 */
function closeNamePlan(
  trigrams: string[],
  known: string[],
  counts: TrigramCounts,
): string[] | 'index' | 'skip' {
  const { rare, estimate } = rarest(trigrams, known, counts);
  if (rare && sum(rare, estimate) * NAME_CANDIDATE_COST <= NAME_CLOSE_BUDGET) return rare;
  return sum(known, estimate) <= NAME_CLOSE_BUDGET ? 'index' : 'skip';
}

/**
 * Looser matches (similarity from 0.4, or the input inside the title) among the POPULAR_POOL most
 * popular titles only. Ranking every loose match would cost a similarity check per title that
 * shares a common word with the input: a third of the catalog for "the …".
 */
function looseMatches(needle: string, limit: number): SQL {
  return sql`SELECT type, id, title, year, thumbnail FROM (
      SELECT type, id, title, year, thumbnail, search_title, popularity,
             word_similarity(${needle}, search_title) AS similarity
      FROM (
        SELECT type, id, title, year, thumbnail, search_title, popularity FROM titles WHERE NOT adult
        ORDER BY popularity DESC NULLS LAST, type, id LIMIT ${POPULAR_POOL}
      ) popular
    ) scored
    WHERE (similarity >= ${LOOSE_WORD_SIMILARITY} OR strpos(search_title, ${needle}) > 0) AND ${notStarting(needle)}
    ORDER BY similarity DESC, popularity DESC, id
    LIMIT ${limit}`;
}

/**
 * The input's distinct trigrams (pg_trgm's show_trgm) and which of them occur in any title at
 * all (title_trigrams). pg_trgm's word similarity of the input to a title is at most the share
 * of the input's trigrams found in that title, so a pass whose threshold that share cannot reach
 * cannot match anything: two index lookups instead of a GIN scan that reads the posting lists
 * of every trigram.
 */
async function inputTrigrams(db: Db, needle: string): Promise<{ trigrams: string[]; known: string[] }> {
  // Flat rather than a sub-select over show_trgm(): half the planning on PGlite (0.33 ms vs 0.9).
  const [row] = await queryRows<{ trigrams: string[]; known: string[] | null }>(
    db,
    sql`SELECT array_agg(trigram) AS known, show_trgm(${needle}) AS trigrams
        FROM title_trigrams WHERE trigram = ANY (show_trgm(${needle}))`,
  );
  return { trigrams: row?.trigrams ?? [], known: row?.known ?? [] };
}

/**
 * The input's trigrams from the database (other scripts' are checksums only it computes), and
 * which of them occur in a title from memory: show_trgm alone costs a third of looking them up
 * in title_trigrams as well.
 */
async function trigramsKnownTo(
  db: Db,
  needle: string,
  knownOf: (trigrams: string[]) => string[],
): Promise<{ trigrams: string[]; known: string[] }> {
  const [row] = await queryRows<{ trigrams: string[] }>(db, sql`SELECT show_trgm(${needle}) AS trigrams`);
  const trigrams = row?.trigrams ?? [];
  return { trigrams, known: knownOf(trigrams) };
}

/**
 * The input's known trigrams that some title holds. The screen knows the trigrams of titles and
 * other names together, and an alias typed whole ("Die Chihiros Reise") has many that only names
 * hold: no title holding few of the input's trigrams can be close to it, yet the close pass,
 * planned on them as rare, read the ~2,000 titles holding its one common trigram for nothing
 * (5–14 ms on PostgreSQL, 200,000 titles with 800,000 aliases). So each inner trigram the titles'
 * sample did not see is asked for (an index probe each; one the sample saw is held by a title);
 * the others stay known, which only makes the plan read more, never miss a title.
 */
async function heldByTitles(
  known: string[],
  counts: TrigramCounts,
  probe: (unseen: string[]) => Promise<{ trigram: string }[]>,
): Promise<string[]> {
  const unseen = known.filter((trigram) => !counts.has(trigram) && INNER_TRIGRAM.test(trigram));
  if (!unseen.length) return known;
  const held = new Set((await probe(unseen)).map((row) => row.trigram));
  return known.filter((trigram) => held.has(trigram) || !unseen.includes(trigram));
}

/** Which of these inner trigrams some title holds (LIKE '%abc%' by the trigram index). */
function titlesHolding(trigrams: string[]): SQL {
  const list = sql.join(
    trigrams.map((trigram) => sql`${trigram}`),
    sql`, `,
  );
  return sql`SELECT t AS trigram FROM unnest(ARRAY[${list}]::text[]) AS t
    WHERE EXISTS (SELECT 1 FROM titles WHERE search_title LIKE '%' || t || '%')`;
}

/**
 * The share of the input's trigrams that `title` holds: a bound on the input's word similarity
 * to it. Counted over the smaller of the two sets: a 200-character input has 200 trigrams, a
 * title about 20.
 */
function share(input: Set<string>, title: PopularTitle): number {
  if (!input.size) return 0;
  const [fewer, more] = input.size <= title.trigrams.size ? [input, title.trigrams] : [title.trigrams, input];
  let shared = 0;
  for (const trigram of fewer) if (more.has(trigram)) shared++;
  return shared / input.size;
}

/** The loose pass's threshold as the database compares it: word_similarity is a real. */
const LOOSE_THRESHOLD_REAL = Math.fround(LOOSE_WORD_SIMILARITY);

/**
 * looseMatches in memory, from the popular titles read once a minute: the same filter and order
 * (word similarity, then popularity, then id), with pg_trgm's word similarity computed here
 * (word-similarity.ts). null when a title that could match, or the input, holds text only the
 * database splits exactly: the query answers then. A title whose share of the input's trigrams
 * cannot reach the threshold, and that does not hold the input, is left out before any
 * similarity is computed.
 */
function looseMatchesInMemory(
  needle: string,
  trigrams: string[],
  popular: PopularTitle[],
  limit: number,
): TitleSummary[] | null {
  const scored: { title: PopularTitle; similarity: number }[] = [];
  const input = new Set(trigrams);
  for (const title of popular) {
    if (title.searchTitle.startsWith(needle)) continue;
    const inside = title.searchTitle.includes(needle);
    if (!inside && share(input, title) <= LOOSE_WORD_SIMILARITY - SLACK) continue;
    const similarity = asciiWordSimilarity(needle, title.searchTitle);
    if (similarity === null) return null;
    if (inside || similarity >= LOOSE_THRESHOLD_REAL) scored.push({ title, similarity });
  }
  return scored
    .sort(
      (a, b) =>
        b.similarity - a.similarity ||
        b.title.popularity - a.title.popularity ||
        a.title.summary.id - b.title.summary.id,
    )
    .slice(0, limit)
    .map(({ title }) => title.summary);
}

/**
 * How many autocompletes of one process may be reading the database at once. A costly input
 * (long, of common words) takes tens of milliseconds; a few clients sending them back to back
 * would otherwise hold PGlite's one engine or the pool's connections, and every other request
 * (quota, searches, sign-ins) would wait behind them. Past it an autocomplete that needs the
 * database is refused at once (429, Retry-After 1 s; the person's next keystroke asks again);
 * one that memory answers (a remembered miss, a screened-out input) is not held back.
 */
export const AUTOCOMPLETE_CONCURRENT_QUERIES = 4;
const running = new WeakMap<Db, number>();

/**
 * PGlite runs on this process's one thread, and its statements resolve without any I/O: an
 * autocomplete's statements would run back to back without letting another request in, so
 * autocompletes would never overlap (a count of them would cap nothing) and every other request
 * would wait behind the queue of them (measured: the quota's p50 went to ~1 s under eight
 * addresses' costly inputs). There each statement first lets waiting requests in.
 */
const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

const busy = () => new AppError('rate_limited', AUTOCOMPLETE_BUSY_MESSAGE, undefined, 1);

/** This autocomplete's turn at the database: taken before its first query, given back at its end. */
function databaseTurn(db: Db) {
  let held = false;
  return {
    take() {
      if (held) return;
      const now = running.get(db) ?? 0;
      if (now >= AUTOCOMPLETE_CONCURRENT_QUERIES) throw busy();
      running.set(db, now + 1);
      held = true;
    },
    release() {
      if (held) running.set(db, (running.get(db) ?? 1) - 1);
      held = false;
    },
  };
}

/**
 * Autocomplete: titles starting with the input first, then close typos and substrings, then
 * loose matches among popular titles. Accents and case are ignored (search_title is normalised);
 * adult titles are left out. An input that matched nothing is remembered for a minute, and the
 * trigram passes run only when the input's trigrams could reach their thresholds. What titles
 * start with and which trigrams occur are held in memory once read (autocomplete-screen.ts), so
 * a random miss in Latin letters costs no query, one in another script one trigram lookup.
 */
export async function autocompleteFromDb(db: Db, query: string, limit: number): Promise<TitleSummary[]> {
  const needle = normalizeTitle(query);
  if (!needle || isKnownMiss(db, needle)) return [];
  const turn = databaseTurn(db);
  const inProcess = runsInProcess(db);
  try {
    return await lookUp(db, needle, limit, async () => {
      turn.take();
      if (inProcess) await letOthersIn();
    });
  } finally {
    turn.release();
  }
}

/** autocompleteFromDb's passes; `beforeQuery` runs before each query of this input's own. */
async function lookUp(
  db: Db,
  needle: string,
  limit: number,
  beforeQuery: () => Promise<void>,
): Promise<TitleSummary[]> {
  const version = catalogVersion();
  const query = async (statement: SQL) => {
    await beforeQuery();
    return queryRows<TitleSummary>(db, statement);
  };
  // Memory tells most misses apart without a query (autocomplete-screen.ts).
  const screened = screenInput(db, needle);
  // Other names are searched only once some title has one (the screen knows; unsure, they are).
  const names = screened?.aliases ?? true;
  const found =
    screened?.mayStart === false
      ? []
      : names
        ? withoutEmptyMatch(await query(prefixMatchesWithNames(needle, limit)))
        : await query(prefixMatches(needle, limit));
  if (found.length >= limit) return found;
  let input = screened?.trigrams;
  if (!input) {
    await beforeQuery();
    input = screened?.knownOf
      ? await trigramsKnownTo(db, needle, screened.knownOf)
      : await inputTrigrams(db, needle);
  }
  const reach = input.trigrams.length ? input.known.length / input.trigrams.length : 0;
  const counts = reach > CLOSE_WORD_SIMILARITY - SLACK ? await trigramCounts(db) : null;
  // With other names, what the screen knows are the titles' trigrams and the names' together.
  const titlesHold =
    counts && names
      ? await heldByTitles(input.known, counts, async (unseen) => {
          await beforeQuery();
          return queryRows<{ trigram: string }>(db, titlesHolding(unseen));
        })
      : input.known;
  if (counts && titlesHold.length / input.trigrams.length > CLOSE_WORD_SIMILARITY - SLACK) {
    const plan = closePlan(input.trigrams, titlesHold, counts);
    const close =
      plan === 'index'
        ? await query(closeMatches(needle, limit - found.length))
        : plan !== 'skip'
          ? await query(closeMatchesAmong(needle, plan.groups, limit - found.length))
          : [];
    // A title found above by another name it starts with is listed once.
    const listed = names ? new Set(found.map(titleKey)) : null;
    for (const row of close) if (!listed?.has(titleKey(row))) found.push(row);
  }
  // Other names' close matches, planned on the names' own trigram counts: a trigram rare among
  // titles may be in a fifth of the names ("die" in every German one), and the names' pass read
  // on the titles' plan grew with the names table (docs/performance.md#history).
  if (names && found.length < limit && reach > CLOSE_WORD_SIMILARITY - SLACK) {
    const plan = closeNamePlan(input.trigrams, input.known, await trigramCounts(db, undefined, 'names'));
    if (plan !== 'skip') {
      const seen = new Set(found.map(titleKey));
      for (const row of withoutEmptyMatch(await query(closeNameMatches(needle, plan, limit)))) {
        if (found.length >= limit) break;
        if (!seen.has(titleKey(row))) found.push(row);
      }
    }
  }
  if (found.length >= limit) return found;
  // The loose pass among the popular titles: in memory for Latin text, else by the query.
  const popular = await popularTitles(db, POPULAR_POOL);
  const loose =
    looseMatchesInMemory(needle, input.trigrams, popular, limit) ??
    (await query(looseMatches(needle, limit)));
  // A close match of a popular title comes back here too.
  const seen = new Set(found.map(titleKey));
  for (const row of loose) {
    if (found.length >= limit) break;
    if (!seen.has(titleKey(row))) found.push(row);
  }
  if (!found.length) rememberMiss(db, needle, version);
  return found;
}
