import { type AccountStore, type AdminGrantFacts, usernameKey } from '@reelatlas/core';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alertSettings, alertTitles } from './alerts-schema.ts';
import { authAccounts, authSessions, listEntries, userServices, users } from './auth-schema.ts';
import type { Db } from './database.ts';
import { contactMessages, searchCounters, searchViews } from './schema.ts';

/**
 * Core's `AccountStore`: profile changes, the admin flag, deletion and export of one user's
 * data (docs/product-rules.md#profile, docs/product-rules.md#account-deletion). The rules are core's account use cases.
 */
export function createAccountStore(db: Db): AccountStore {
  return {
    /**
     * False when another user already has this username, in any case or in a form that looks
     * the same (core's usernameKey; its unique index decides between concurrent takers).
     */
    async setUsername(userId: string, username: string): Promise<boolean> {
      const key = usernameKey(username);
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            or(sql`lower(${users.username}) = lower(${username})`, eq(users.usernameKey, key)),
            ne(users.id, userId),
          ),
        );
      if (clash) return false;
      try {
        await db
          .update(users)
          .set({ username, usernameKey: key, updatedAt: new Date() })
          .where(eq(users.id, userId));
        return true;
      } catch {
        // A unique index caught a concurrent taker.
        return false;
      }
    },

    async setCountry(userId: string, country: string): Promise<void> {
      await db.update(users).set({ country, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setLanguage(userId: string, language: string): Promise<void> {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: authAccounts.password })
        .from(authAccounts)
        .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
      return row?.password ?? null;
    },

    /**
     * Everything of the user, in one transaction, in the product order: lists, search counters,
     * the user record, then the sign-in data (sessions and accounts go with it by cascade).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(listEntries).where(eq(listEntries.userId, userId));
        await tx.delete(searchCounters).where(eq(searchCounters.subject, `user:${userId}`));
        await tx.delete(searchViews).where(eq(searchViews.viewer, `user:${userId}`));
        // Contact messages stay for the operator, anonymised (docs/product-rules.md#contact-and-suggestions); suggestions lose
        // their author through the foreign key.
        await tx
          .update(contactMessages)
          .set({ name: '', email: '', userId: null })
          .where(
            sql`${contactMessages.userId} = ${userId} OR lower(${contactMessages.email}) =
                (SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${userId})`,
          );
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    async adminFacts(userId: string): Promise<AdminGrantFacts | null> {
      const [row] = await db
        .select({
          email: users.email,
          emailVerified: users.emailVerified,
          emailVerifiedAt: users.emailVerifiedAt,
          isAdmin: users.isAdmin,
          passwordResetAt: users.passwordResetAt,
          hasPassword: sql<boolean>`EXISTS (SELECT 1 FROM auth_accounts
            WHERE user_id = ${userId} AND provider_id = 'credential')`.mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async grantAdmin(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ isAdmin: true })
        .where(and(eq(users.id, userId), eq(users.isAdmin, false)));
    },

    async recordPasswordReset(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordResetAt: at }).where(eq(users.id, userId));
    },

    /** The GDPR access copy: every row that holds this user's data (no password hash). */
    async exportUser(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const lists = await db.select().from(listEntries).where(eq(listEntries.userId, userId));
      const sessions = await db
        .select({
          createdAt: authSessions.createdAt,
          expiresAt: authSessions.expiresAt,
          ipAddress: authSessions.ipAddress,
          userAgent: authSessions.userAgent,
        })
        .from(authSessions)
        .where(eq(authSessions.userId, userId));
      const signInMethods = await db
        .select({ providerId: authAccounts.providerId, createdAt: authAccounts.createdAt })
        .from(authAccounts)
        .where(eq(authAccounts.userId, userId));
      const searchCounts = await db
        .select({ day: searchCounters.day, count: searchCounters.count })
        .from(searchCounters)
        .where(inArray(searchCounters.subject, [`user:${userId}`]));
      const services = await db
        .select({ service: userServices.service, addedAt: userServices.addedAt })
        .from(userServices)
        .where(eq(userServices.userId, userId));
      const [alertChoices] = await db
        .select({
          wholeWatchlist: alertSettings.wholeWatchlist,
          scope: alertSettings.scope,
          emails: alertSettings.emails,
          lastDigestOn: alertSettings.lastDigestOn,
          updatedAt: alertSettings.updatedAt,
        })
        .from(alertSettings)
        .where(eq(alertSettings.userId, userId));
      const alertTitleRows = await db
        .select({ type: alertTitles.titleType, id: alertTitles.titleId, createdAt: alertTitles.createdAt })
        .from(alertTitles)
        .where(eq(alertTitles.userId, userId));
      const alerts = { settings: alertChoices ?? null, titles: alertTitleRows };
      return { user, lists, services, alerts, sessions, signInMethods, searchCounts };
    },
  };
}
