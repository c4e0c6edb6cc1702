import type { TitleSummary } from '@reelatlas/contracts';
import { normalizeTitle } from '@reelatlas/core';
import { type SQL, sql } from 'drizzle-orm';
import { isKnownMiss, type PopularTitle, popularTitles, rememberMiss } from './autocomplete-memory.ts';
import { catalogVersion } from './catalog-changes.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { TITLE_PREFIX_LENGTHS, titlePrefixExpression, titleWordEndsExpression } from './schema.ts';

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
 * Titles starting with the input, best first: a title whose word ends where the input ends
 * ("star wars" for "star wars", "the dark knight" for "the dark") before one that goes on
 * ("the darkness"), then the more popular. For inputs up to six characters that is the first
 * `limit` entries of one `titles_prefix_<n>` index; longer ones read the six-character prefix
 * group (a few hundred titles at most) and sort what matches.
 */
function prefixMatches(needle: string, limit: number): SQL {
  const length = [...needle].length;
  const indexed = Math.min(length, LONGEST_PREFIX_INDEX);
  // Spelled with left() rather than LIKE: the trigram index would take a LIKE prefix and cost
  // more than the prefix group it narrows down.
  const longer = length > indexed ? sql`AND ${titlePrefixExpression(length)} = ${needle}` : sql``;
  return sql`SELECT type, id, title, year, thumbnail FROM titles
    WHERE ${titlePrefixExpression(indexed)} = left(${needle}, ${indexed}) ${longer} AND NOT adult
    ORDER BY ${titleWordEndsExpression(length)} DESC, popularity DESC NULLS LAST, id
    LIMIT ${limit}`;
}

/**
 * Titles not starting with the input whose word similarity reaches CLOSE_WORD_SIMILARITY, closest
 * first, then the more popular. The threshold is the trigram index's, so it is set for this
 * transaction only.
 */
async function closeMatches(db: Db, needle: string, limit: number): Promise<TitleSummary[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(CLOSE_WORD_SIMILARITY)}, true)`,
    );
    return queryRows<TitleSummary>(
      tx as unknown as Db,
      sql`SELECT type, id, title, year, thumbnail FROM titles
          WHERE ${needle} <% search_title AND ${notStarting(needle)} AND NOT adult
          ORDER BY word_similarity(${needle}, search_title) DESC, popularity DESC, id
          LIMIT ${limit}`,
    );
  });
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
 * The input's distinct trigrams (pg_trgm's show_trgm) and how many of them occur in any title at
 * all (title_trigrams). pg_trgm's word similarity of the input to a title is at most the share
 * of the input's trigrams found in that title, so a pass whose threshold that share cannot reach
 * cannot match anything: two index lookups instead of a GIN scan that reads the posting lists
 * of every trigram.
 */
async function inputTrigrams(db: Db, needle: string): Promise<{ trigrams: string[]; known: number }> {
  // Flat rather than a sub-select over show_trgm(): half the planning on PGlite (0.33 ms vs 0.9).
  const [row] = await queryRows<{ trigrams: string[]; known: number }>(
    db,
    sql`SELECT count(*)::int AS known, show_trgm(${needle}) AS trigrams
        FROM title_trigrams WHERE trigram = ANY (show_trgm(${needle}))`,
  );
  return row ?? { trigrams: [], known: 0 };
}

/** The largest share of `trigrams` that one of `titles` holds: a bound on word similarity. */
function bestShare(trigrams: string[], titles: PopularTitle[]): number {
  let best = 0;
  for (const title of titles) {
    let shared = 0;
    for (const trigram of trigrams) if (title.trigrams.has(trigram)) shared++;
    best = Math.max(best, shared);
  }
  return trigrams.length ? best / trigrams.length : 0;
}

/**
 * Autocomplete: titles starting with the input first, then close typos and substrings, then
 * loose matches among popular titles. Accents and case are ignored (search_title is normalised);
 * adult titles are left out. An input that matched nothing is remembered for a minute, and the
 * trigram passes run only when the input's trigrams could reach their thresholds (a random or
 * foreign-script miss then costs one prefix lookup and one trigram lookup).
 */
export async function autocompleteFromDb(db: Db, query: string, limit: number): Promise<TitleSummary[]> {
  const needle = normalizeTitle(query);
  if (!needle || isKnownMiss(db, needle)) return [];
  const version = catalogVersion();
  const found = await queryRows<TitleSummary>(db, prefixMatches(needle, limit));
  if (found.length >= limit) return found;
  const input = await inputTrigrams(db, needle);
  const reach = input.trigrams.length ? input.known / input.trigrams.length : 0;
  if (reach > CLOSE_WORD_SIMILARITY - SLACK)
    found.push(...(await closeMatches(db, needle, limit - found.length)));
  if (found.length >= limit) return found;
  // The loose pass needs a popular title the input is inside, or could be similar enough to
  // (no title shares more of the input's trigrams than all titles together: reach first).
  const popular = await popularTitles(db, POPULAR_POOL);
  const loose =
    popular.some((t) => t.searchTitle.includes(needle)) ||
    (reach > LOOSE_WORD_SIMILARITY - SLACK &&
      bestShare(input.trigrams, popular) > LOOSE_WORD_SIMILARITY - SLACK);
  if (loose) {
    // A close match of a popular title comes back here too.
    const seen = new Set(found.map(titleKey));
    for (const row of await queryRows<TitleSummary>(db, looseMatches(needle, limit))) {
      if (found.length >= limit) break;
      if (!seen.has(titleKey(row))) found.push(row);
    }
  }
  if (!found.length) rememberMiss(db, needle, version);
  return found;
}
