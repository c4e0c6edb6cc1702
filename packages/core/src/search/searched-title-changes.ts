import type { AvailabilityChange } from '@reelatlas/contracts';
import type { TitleChangesStore } from '../ports/alerts.ts';
import type { TitleWithAvailability } from '../ports/catalog.ts';

/** How long one read of a title's changes serves its searches (the 30-day window moves slowly). */
const CHANGES_TTL_MS = 10_000;

const memo = new WeakMap<TitleWithAvailability, { at: number; changes: Promise<AvailabilityChange[]> }>();

/**
 * The recent changes a search answer carries. A query per search cost about 0.4 ms of server CPU
 * on PGlite (the cached search's budget is a fraction of that), so one read serves every search
 * of the same cached title object for 10 seconds: a rewrite through this process's catalog gives a
 * new object (and a fresh read); one made elsewhere (an import, another instance) shows here at
 * most 10 seconds after the changes endpoint has it. Who may see
 * them is the search's business (searchTitleOutcome), not this memo's: it is per title.
 */
export function searchedTitleChanges(
  store: Pick<TitleChangesStore, 'recentChanges'>,
  title: TitleWithAvailability,
  now: Date,
): Promise<AvailabilityChange[]> {
  const known = memo.get(title);
  if (known && now.getTime() - known.at < CHANGES_TTL_MS && now.getTime() >= known.at) return known.changes;
  const changes = store.recentChanges({ type: title.type, id: title.id }, now);
  const entry = { at: now.getTime(), changes };
  memo.set(title, entry);
  // A failed read is not kept: the next search asks again.
  changes.catch(() => {
    if (memo.get(title) === entry) memo.delete(title);
  });
  return changes;
}
