/**
 * A counter that every writer of `titles` in this process bumps, so in-process memory derived
 * from the catalog (autocomplete's remembered misses and popular titles) is dropped at once
 * after a write here. Writes by other processes (instances, the CLI) reach it by expiry.
 */
let version = 0;

/** Told of every change: the names it may have added, or null when they are not named. */
type CatalogChangeListener = (added: readonly string[] | null) => void;
const listeners = new Set<CatalogChangeListener>();

/**
 * Memory outside this package (the answers cached in front of the catalog) hears of every
 * catalog write this process makes or reads from other instances. Answers the unsubscribe.
 */
export function onCatalogChange(listener: CatalogChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The titles the latest writes added, so memory that says "no title looks like this"
 * (autocomplete-screen.ts) can take them in instead of being rebuilt. Bounded: a bulk sync of a
 * million titles would otherwise keep them all; memory that fell behind it is rebuilt.
 */
const journal: { version: number; added: readonly string[] }[] = [];
let journalTitles = 0;
const JOURNAL_TITLES_MAX = 50_000;

/**
 * After a write to `titles` has committed. `added`: every `search_title` the write may have
 * added or renamed a title to (more is harmless); removals need not be named: memory that only
 * says "no title looks like this" stays true when titles go.
 */
export function catalogChanged(added: readonly string[]): void {
  version++;
  for (const listener of listeners) listener(added);
  journal.push({ version, added });
  journalTitles += added.length;
  while (journalTitles > JOURNAL_TITLES_MAX && journal.length > 1)
    journalTitles -= journal.shift()?.added.length ?? 0;
  if (journalTitles > JOURNAL_TITLES_MAX) {
    journal.length = 0;
    journalTitles = 0;
  }
}

/** After a write whose titles are not named (a bulk load): memory derived before is read again. */
export function catalogReplaced(): void {
  version++;
  for (const listener of listeners) listener(null);
  journal.length = 0;
  journalTitles = 0;
}

export function catalogVersion(): number {
  return version;
}

/**
 * The titles added by the writes after catalog version `since`, or null when the journal no
 * longer holds all of them (then whatever was derived at `since` must be read again).
 */
export function titlesAddedSince(since: number): (readonly string[])[] | null {
  if (since === version) return [];
  const first = journal[0];
  if (!first || first.version > since + 1) return null;
  return journal.filter((entry) => entry.version > since).map((entry) => entry.added);
}
