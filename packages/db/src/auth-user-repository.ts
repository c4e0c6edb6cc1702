import { and, eq, inArray, isNotNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { authAccounts, authSessions, users } from './auth-schema.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/** What the server's Better Auth hooks write and read besides Better Auth's own queries. */
export function createAuthUserRepository(db: Db) {
  return {
    /**
     * Makes the user an admin when its address is one of `adminEmails` (lower case), verified no
     * later than `sessionOpenedAt`, and its password (if it has one) was set through an e-mailed
     * reset link (issue 12: a password chosen before verification may be a squatter's); a no-op
     * otherwise (it only grants).
     */
    async grantAdminIfListed(userId: string, sessionOpenedAt: Date, adminEmails: string[]): Promise<void> {
      if (adminEmails.length === 0) return;
      await db
        .update(users)
        .set({ isAdmin: true })
        .where(
          and(
            eq(users.id, userId),
            eq(users.emailVerified, true),
            lte(users.emailVerifiedAt, sessionOpenedAt),
            eq(users.isAdmin, false),
            inArray(sql`lower(${users.email})`, adminEmails),
            or(
              isNotNull(users.passwordResetAt),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(authAccounts)
                  .where(and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential'))),
              ),
            ),
          ),
        );
    },

    /** Notes that the password was just set through an e-mailed reset link (the mailbox's owner). */
    async recordPasswordReset(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordResetAt: at }).where(eq(users.id, userId));
    },

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

export type AuthUserRepository = ReturnType<typeof createAuthUserRepository>;
