import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { authSessions, users } from './auth-schema.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/**
 * What the server's Better Auth hooks write and read besides Better Auth's own queries (the
 * account rules they run are core's, on the `AccountStore`: account-store.ts).
 */
export function createAuthUserStore(db: Db) {
  return {
    /** Ends every session of the user opened before `openedBefore`. */
    async endSessionsOpenedBefore(userId: string, openedBefore: Date): Promise<void> {
      await db
        .delete(authSessions)
        .where(and(eq(authSessions.userId, userId), lt(authSessions.createdAt, openedBefore)));
    },

    async recordLogin(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
    },

    /** Gives the user `language` when their account has none yet (one it has stays). */
    async setLanguageIfUnset(userId: string, language: string): Promise<void> {
      await db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.language)));
    },

    /** The username keys (core's usernameKey) that start with `prefix`, a key itself. */
    async usernameKeysStartingWith(prefix: string): Promise<Set<string>> {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await queryRows<{ key: string }>(
        db,
        sql`SELECT username_key AS key FROM users WHERE username_key LIKE ${pattern}`,
      );
      return new Set(rows.map((row) => row.key));
    },

    /** Up to `limit` accounts after `afterId` (by id) whose username has no key yet. */
    async usernamesWithoutKey(afterId: string, limit: number): Promise<{ id: string; username: string }[]> {
      return queryRows<{ id: string; username: string }>(
        db,
        sql`SELECT id, username FROM users WHERE username_key IS NULL AND id > ${afterId} ORDER BY id LIMIT ${limit}`,
      );
    },

    /**
     * Stores a username's key; false (nothing stored) when another account's name already has
     * it, or the username changed meanwhile.
     */
    async setUsernameKey(userId: string, username: string, key: string): Promise<boolean> {
      try {
        const rows = await queryRows<{ id: string }>(
          db,
          sql`UPDATE users SET username_key = ${key}
              WHERE id = ${userId} AND username = ${username} AND username_key IS NULL
                AND NOT EXISTS (SELECT 1 FROM users o WHERE o.username_key = ${key})
              RETURNING id`,
        );
        return rows.length > 0;
      } catch {
        // The unique index caught another process storing the same key at the same moment.
        return false;
      }
    },
  };
}

export type AuthUserStore = ReturnType<typeof createAuthUserStore>;
