import type { TitleSummary } from '@reelatlas/contracts';
import { sql } from 'drizzle-orm';
import { catalogVersion } from './catalog-changes.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/** Inputs that matched nothing, remembered so a repeated miss costs no query at all. */
const MISSES_MAX = 20_000;
/**
 * How long a remembered miss or the popular titles are trusted: writes in this process drop
 * them at once (catalogChanged); a title another instance adds shows up after this, like the
 * in-process answer cache in front of the catalog (10 minutes).
 */
const MEMORY_TTL_MS = 60_000;

export interface PopularTitle {
  /** What autocomplete answers for it, as the loose pass's query read it. */
  summary: TitleSummary;
  popularity: number;
  searchTitle: string;
  /** pg_trgm's trigrams of searchTitle (show_trgm). */
  trigrams: Set<string>;
}

interface Memory {
  version: number;
  misses: Map<string, number>;
  popular?: { titles: PopularTitle[]; until: number };
}

const memories = new WeakMap<Db, Memory>();

/** This database's autocomplete memory, emptied when the catalog changed since. */
function memoryOf(db: Db): Memory {
  const version = catalogVersion();
  let memory = memories.get(db);
  if (!memory || memory.version !== version) {
    memory = { version, misses: new Map() };
    memories.set(db, memory);
  }
  return memory;
}

export function isKnownMiss(db: Db, needle: string, now = Date.now()): boolean {
  const misses = memoryOf(db).misses;
  const until = misses.get(needle);
  if (until === undefined) return false;
  if (until > now) return true;
  misses.delete(needle);
  return false;
}

/** `seenVersion`: catalogVersion() when the lookup began; a write meanwhile makes it unsure. */
export function rememberMiss(db: Db, needle: string, seenVersion: number, now = Date.now()): void {
  if (seenVersion !== catalogVersion()) return;
  const misses = memoryOf(db).misses;
  // A Map iterates in insertion order: the first key is the oldest miss.
  if (misses.size >= MISSES_MAX) misses.delete(misses.keys().next().value as string);
  misses.set(needle, now + MEMORY_TTL_MS);
}

/**
 * The `size` most popular non-adult titles (the loose pass's pool) with their trigrams, read at
 * most once a minute: autocomplete runs the loose pass among them in memory (a title another
 * instance wrote joins the pool within the minute, as a remembered miss is forgotten).
 */
export async function popularTitles(db: Db, size: number, now = Date.now()): Promise<PopularTitle[]> {
  const memory = memoryOf(db);
  if (memory.popular && memory.popular.until > now) return memory.popular.titles;
  const rows = await queryRows<
    TitleSummary & { popularity: number; searchTitle: string; trigrams: string[] }
  >(
    db,
    sql`SELECT type, id, title, year, thumbnail, popularity, search_title AS "searchTitle",
               show_trgm(search_title) AS trigrams
        FROM titles WHERE NOT adult ORDER BY popularity DESC NULLS LAST, type, id LIMIT ${size}`,
  );
  const titles = rows.map(({ type, id, title, year, thumbnail, popularity, searchTitle, trigrams }) => ({
    summary: { type, id, title, year, thumbnail },
    popularity,
    searchTitle,
    trigrams: new Set(trigrams),
  }));
  memory.popular = { titles, until: now + MEMORY_TTL_MS };
  return titles;
}

/** Titles read to estimate how common each trigram is (a sample of the table beyond this size). */
const TRIGRAM_SAMPLE_ROWS = 20_000;
/** The estimate only steers the close pass's plan, never its answer: re-read every 10 minutes… */
const TRIGRAM_COUNTS_TTL_MS = 600_000;
/** … or, after a catalog write in this process (a sync, an import), once this much has passed. */
const TRIGRAM_COUNTS_AFTER_WRITE_MS = 30_000;

/**
 * Estimated number of rows holding each trigram: titles, or other names (title_names' aliases).
 * `unseen` is what a trigram absent from the sample is taken for: 0 for titles (too rare to turn
 * up), one sampled row's share of the table for names, whose table is five times the titles' and
 * whose sample is the thinner for it: a trigram the sample missed may still be held by hundreds.
 */
export type TrigramCounts = Map<string, number> & { unseen?: number };

/** Which rows a reading of trigram counts counts. */
export type TrigramSource = 'titles' | 'names';

interface TrigramMemory {
  counts: TrigramCounts;
  readAt: number;
  version: number;
  reading?: Promise<TrigramCounts>;
}
const trigramMemories: Record<TrigramSource, WeakMap<Db, TrigramMemory>> = {
  titles: new WeakMap(),
  names: new WeakMap(),
};

/** Each source's table (constant text, passed as a parameter). */
const TABLES = { titles: 'titles', names: 'title_names' } as const;

async function readTrigramCounts(db: Db, source: TrigramSource): Promise<TrigramCounts> {
  const table = TABLES[source];
  const [size] = await queryRows<{ rows: number }>(
    db,
    sql`SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = ${table}::regclass`,
  );
  const rows = size?.rows ?? 0;
  const percent = rows > TRIGRAM_SAMPLE_ROWS ? (100 * TRIGRAM_SAMPLE_ROWS) / rows : 100;
  // Only aliases are in the names' search indexes; TABLESAMPLE takes whole pages of the table.
  const sample =
    source === 'titles'
      ? sql`SELECT search_title AS text FROM titles TABLESAMPLE SYSTEM (${percent}) REPEATABLE (20)`
      : sql`SELECT search_name AS text FROM title_names TABLESAMPLE SYSTEM (${percent}) REPEATABLE (20) WHERE alias`;
  const sampled = await queryRows<{ trigram: string; n: number; sampled: number }>(
    db,
    sql`WITH sample AS (${sample})
        SELECT trigram, count(*)::int AS n, (SELECT count(*) FROM sample)::int AS sampled
        FROM sample, unnest(show_trgm(text)) AS trigram GROUP BY trigram`,
  );
  const scale = sampled[0] ? Math.max(rows, sampled[0].sampled) / sampled[0].sampled : 1;
  const counts: TrigramCounts = new Map(sampled.map((row) => [row.trigram, row.n * scale]));
  if (source === 'names') counts.unseen = percent < 100 ? scale : 0;
  return counts;
}

/**
 * How many titles (or other names) hold each trigram, counted on a sample of about
 * TRIGRAM_SAMPLE_ROWS rows (TABLESAMPLE SYSTEM: whole pages) scaled to the table's size, or on
 * every row of a smaller table. Lets the close passes look only at rows holding the input's
 * rarest trigrams. Only the first call waits for it; later ones get the last reading while a
 * newer one is taken.
 */
export async function trigramCounts(
  db: Db,
  now = Date.now(),
  source: TrigramSource = 'titles',
): Promise<TrigramCounts> {
  const memories = trigramMemories[source];
  const memory = memories.get(db);
  const version = catalogVersion();
  const stale =
    !memory ||
    now - memory.readAt > TRIGRAM_COUNTS_TTL_MS ||
    (memory.version !== version && now - memory.readAt > TRIGRAM_COUNTS_AFTER_WRITE_MS);
  if (memory && (!stale || memory.reading)) return memory.counts;
  const reading = readTrigramCounts(db, source).then(
    (counts) => {
      memories.set(db, { counts, readAt: Date.now(), version });
      return counts;
    },
    (err) => {
      if (memory) memory.reading = undefined;
      throw err;
    },
  );
  if (!memory) return reading;
  memory.reading = reading;
  // A failed background reading is tried again at the next call; the last one stays meanwhile.
  reading.catch(() => undefined);
  return memory.counts;
}
