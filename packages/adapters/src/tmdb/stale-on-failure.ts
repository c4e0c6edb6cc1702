/** A value a cache holds, and when it was fetched. */
export interface Held<T> {
  value: T;
  fetchedAt: Date;
}

/**
 * What the live catalog answers from: the current value, or, when TMDb failed, the held one
 * even stale (null when nothing is held) together with the failure.
 */
export type Answer<T> = { value: T | null } | { value: T | null; failed: unknown };

export interface StaleOnFailureRule<T> {
  /** Whether a value fetched then is still current. */
  isFresh(fetchedAt: Date): boolean;
  /** TMDb is not asked now (it failed or said 404 a moment ago): the held value answers as it is. */
  holdOff?: boolean;
  /** Asks TMDb (and stores its answer). */
  fetch(): Promise<T>;
  /** Told when TMDb fails and the held value, if any, answers instead. */
  onFailure(error: unknown): void;
}

/**
 * The live catalog's one cache rule (docs/catalog.md#live-catalog-tmdb), for titles, search answers and reference
 * lists alike: a fresh held value answers; else TMDb; when TMDb fails, the held value even
 * stale. Only the caller knows what "nothing held" means (503, a local answer, null).
 */
export async function staleOnFailure<T>(
  held: Held<T> | null,
  rule: StaleOnFailureRule<T>,
): Promise<Answer<T>> {
  if (held && rule.isFresh(held.fetchedAt)) return { value: held.value };
  if (rule.holdOff) return { value: held?.value ?? null };
  try {
    return { value: await rule.fetch() };
  } catch (failed) {
    rule.onFailure(failed);
    return { value: held?.value ?? null, failed };
  }
}
