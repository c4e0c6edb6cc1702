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
 * most once a minute: autocomplete checks in memory whether the loose pass can find anything.
 */
export async function popularTitles(db: Db, size: number, now = Date.now()): Promise<PopularTitle[]> {
  const memory = memoryOf(db);
  if (memory.popular && memory.popular.until > now) return memory.popular.titles;
  const rows = await queryRows<{ searchTitle: string; trigrams: string[] }>(
    db,
    sql`SELECT search_title AS "searchTitle", show_trgm(search_title) AS trigrams FROM titles
        WHERE NOT adult ORDER BY popularity DESC NULLS LAST, type, id LIMIT ${size}`,
  );
  const titles = rows.map((row) => ({ searchTitle: row.searchTitle, trigrams: new Set(row.trigrams) }));
  memory.popular = { titles, until: now + MEMORY_TTL_MS };
  return titles;
}
