import { and, eq, lt, sql } from 'drizzle-orm';
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

    /** The usernames (lower case) that start with `prefix`, case-insensitively. */
    async usernamesStartingWith(prefix: string): Promise<Set<string>> {
      const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await queryRows<{ name: string }>(
        db,
        sql`SELECT lower(username) AS name FROM users WHERE lower(username) LIKE ${pattern}`,
      );
      return new Set(rows.map((row) => row.name));
    },
  };
}

export type AuthUserStore = ReturnType<typeof createAuthUserStore>;
