/** One session's plain query, as both drivers offer it (a pg pool client, a PGlite instance). */
type SessionQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `task` under the session-level advisory lock `key`, if no other session holds it;
 * otherwise answers `{ ran: false }` at once. The lock is released when the task settles. An
 * unlock that fails goes to `onUnlockError` when given (pg then closes that connection, which
 * releases the lock with it), else it is thrown.
 */
export async function withAdvisoryLock<T>(
  query: SessionQuery,
  key: number,
  task: () => Promise<T>,
  onUnlockError?: (error: Error) => void,
): Promise<LockOutcome<T>> {
  const { rows } = await query('SELECT pg_try_advisory_lock($1::bigint) AS ok', [key]);
  if (!(rows[0] as { ok?: boolean } | undefined)?.ok) return { ran: false };
  try {
    return { ran: true, value: await task() };
  } finally {
    const unlocked = query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    await (onUnlockError ? unlocked.catch(onUnlockError) : unlocked);
  }
}
