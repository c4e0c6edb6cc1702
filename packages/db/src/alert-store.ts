import type { AlertScope, AlertSettingsUpdate, AvailabilityChange, TitleType } from '@reelatlas/contracts';
import type { AlertChoices, TitleRef } from '@reelatlas/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alertSettings, alertTitles } from './alerts-schema.ts';
import { listEntries } from './auth-schema.ts';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

/** A user whose digest may be due today: alerts on, e-mails on, verified, a paid plan on record. */
export interface DigestCandidate {
  userId: string;
  email: string;
  country: string;
  /** The account's language (a locale code; null until chosen, read as English): the digest speaks it. */
  language: string | null;
  plan: 'Free' | 'Trial' | 'Pro';
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  wholeWatchlist: boolean;
  scope: AlertScope;
  lastChangeId: number;
  lastDigestOn: string | null;
}

export interface DigestChange extends AvailabilityChange {
  id: number;
  type: TitleType;
  titleId: number;
  title: string;
  year: number | null;
  /** The offer as stored now carries facts only a second source adds (docs/catalog.md#offer-facts). */
  offerFacts?: boolean;
}

const DEFAULTS: Omit<AlertChoices, 'titles'> = { watchlist: false, scope: 'home', emails: true };

/** A digest lists at most this many changes (the rest are on the title pages). */
export const DIGEST_MAX_CHANGES = 100;

// A new settings row starts after the newest change: what happened before it is not news to send.
const newestChangeId = sql`(SELECT coalesce(max(id), 0) FROM availability_changes)`;

/** Alert choices, the titles marked "Alert me", and the digest job's bookkeeping. */
export function createAlertStore(db: Db) {
  const upsert = (userId: string, set: Partial<typeof alertSettings.$inferInsert>) =>
    db
      .insert(alertSettings)
      .values({ ...DEFAULTS, ...set, userId, lastChangeId: newestChangeId })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { ...set, updatedAt: sql`now()` } });

  return {
    async settings(userId: string): Promise<AlertChoices> {
      const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
      const titles = await db
        .select({ type: alertTitles.titleType, id: alertTitles.titleId })
        .from(alertTitles)
        .innerJoin(
          listEntries,
          and(
            eq(listEntries.userId, alertTitles.userId),
            eq(listEntries.list, 'watchlist'),
            eq(listEntries.titleType, alertTitles.titleType),
            eq(listEntries.titleId, alertTitles.titleId),
          ),
        )
        .where(eq(alertTitles.userId, userId))
        .orderBy(asc(alertTitles.createdAt));
      if (!row) return { ...DEFAULTS, titles };
      return { watchlist: row.wholeWatchlist, scope: row.scope, emails: row.emails, titles };
    },

    async update(userId: string, patch: AlertSettingsUpdate): Promise<void> {
      const set: Partial<typeof alertSettings.$inferInsert> = {};
      if (patch.watchlist !== undefined) set.wholeWatchlist = patch.watchlist;
      if (patch.scope !== undefined) set.scope = patch.scope;
      if (patch.emails !== undefined) set.emails = patch.emails;
      await upsert(userId, set);
    },

    /** "Alert me" on or off; false when the title is not on the user's watchlist. */
    async setTitleAlert(userId: string, ref: TitleRef, on: boolean): Promise<boolean> {
      const key = and(
        eq(alertTitles.userId, userId),
        eq(alertTitles.titleType, ref.type),
        eq(alertTitles.titleId, ref.id),
      );
      if (!on) {
        await db.delete(alertTitles).where(key);
        return true;
      }
      const [entry] = await db
        .select({ id: listEntries.titleId })
        .from(listEntries)
        .where(
          and(
            eq(listEntries.userId, userId),
            eq(listEntries.list, 'watchlist'),
            eq(listEntries.titleType, ref.type),
            eq(listEntries.titleId, ref.id),
          ),
        );
      if (!entry) return false;
      await upsert(userId, {});
      await db
        .insert(alertTitles)
        .values({ userId, titleType: ref.type, titleId: ref.id })
        .onConflictDoNothing();
      return true;
    },

    /** One-click unsubscribe and the profile switch: idempotent. */
    async stopEmails(userId: string): Promise<void> {
      // From the users row: a link of a deleted account has nothing left to stop.
      await db.execute(
        sql`INSERT INTO alert_settings (user_id, emails, last_change_id)
            SELECT id, false, ${newestChangeId} FROM users WHERE id = ${userId}
            ON CONFLICT (user_id) DO UPDATE SET emails = false, updated_at = now()`,
      );
    },

    /** The newest change id now: the digest run looks at changes up to it. */
    async newestChange(): Promise<number> {
      const [row] = await queryRows<{ id: string | number }>(db, sql`SELECT ${newestChangeId} AS id`);
      return Number(row?.id ?? 0);
    },

    /** Users who may get a digest on `day` (paid access is checked by the caller, by the domain rule). */
    async digestCandidates(day: string): Promise<DigestCandidate[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT u.id, u.email, u.country, u.language, u.plan, u.trial_end_date, u.subscription_end_date,
                   s.whole_watchlist, s.scope, s.last_change_id, s.last_digest_on::text AS last_digest_on
            FROM alert_settings s JOIN users u ON u.id = s.user_id
            WHERE s.emails AND u.email_verified AND u.plan IN ('Pro', 'Trial')
              AND (s.last_digest_on IS NULL OR s.last_digest_on < ${day}::date)
              AND (s.whole_watchlist OR EXISTS (SELECT 1 FROM alert_titles a WHERE a.user_id = s.user_id))
            ORDER BY u.id`,
      );
      const date = (value: unknown) => (value == null ? null : new Date(value as string));
      return rows.map((row) => ({
        userId: row.id as string,
        email: row.email as string,
        country: row.country as string,
        language: row.language as string | null,
        plan: row.plan as DigestCandidate['plan'],
        trialEndDate: date(row.trial_end_date),
        subscriptionEndDate: date(row.subscription_end_date),
        wholeWatchlist: Boolean(row.whole_watchlist),
        scope: row.scope as AlertScope,
        lastChangeId: Number(row.last_change_id),
        lastDigestOn: (row.last_digest_on as string | null) ?? null,
      }));
    },

    /**
     * The changes after the user's last look, up to `upTo` and not older than `since`, on the
     * user's watchlist titles that alert (all of them, or the marked ones), on the user's
     * services, in the home country unless the scope is 'anywhere'.
     */
    async matchingChanges(user: DigestCandidate, upTo: number, since: Date): Promise<DigestChange[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT c.id, c.title_type, c.title_id, c.country, c.provider, c.offer_type, c.change, c.changed_at,
                   l.title, l.year,
                   (a.audio IS NOT NULL OR a.subtitles IS NOT NULL OR a.quality IS NOT NULL
                    OR a.price_amount IS NOT NULL OR a.expires_on IS NOT NULL OR a.deep_link IS NOT NULL) AS offer_facts
            FROM availability_changes c
            JOIN list_entries l ON l.user_id = ${user.userId} AND l.list = 'watchlist'
                               AND l.title_type = c.title_type AND l.title_id = c.title_id
            JOIN user_services us ON us.user_id = ${user.userId} AND us.service = c.provider
            -- The offer as it is now (a removed one has no row): whether it carries a second source's facts.
            LEFT JOIN availability a ON a.title_type = c.title_type AND a.title_id = c.title_id
                               AND a.country = c.country AND a.provider = c.provider AND a.offer_type = c.offer_type
            WHERE c.id > ${user.lastChangeId} AND c.id <= ${upTo} AND c.changed_at >= ${since.toISOString()}::timestamptz
              -- An announced last day is told a week before it (leavingOffers), not when announced.
              AND c.change <> 'leaving'
              AND (${user.wholeWatchlist} OR EXISTS (
                    SELECT 1 FROM alert_titles a WHERE a.user_id = ${user.userId}
                      AND a.title_type = c.title_type AND a.title_id = c.title_id))
              AND (${user.scope} = 'anywhere' OR c.country = ${user.country})
            ORDER BY l.title, c.title_type, c.title_id, c.change, c.country, c.provider
            LIMIT ${DIGEST_MAX_CHANGES}`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        type: row.title_type as TitleType,
        titleId: Number(row.title_id),
        title: row.title as string,
        year: row.year == null ? null : Number(row.year),
        country: row.country as string,
        provider: row.provider as string,
        offerType: row.offer_type as DigestChange['offerType'],
        change: row.change as DigestChange['change'],
        changedAt: new Date(row.changed_at as string).toISOString(),
        offerFacts: row.offer_facts === true,
      }));
    },

    /**
     * Offers of the user's alerting watchlist titles, on the user's services (in the home country
     * unless the scope is 'anywhere'), whose last day is within a week of `day`: each is told
     * once, in the first digest from a week before it (a day the previous digest, a week before
     * its own day, did not already cover).
     */
    async leavingOffers(user: DigestCandidate, day: string): Promise<DigestChange[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT a.title_type, a.title_id, a.country, a.provider, a.offer_type, a.expires_on::text AS leaves_on,
                   l.title, l.year
            FROM availability a
            JOIN list_entries l ON l.user_id = ${user.userId} AND l.list = 'watchlist'
                               AND l.title_type = a.title_type AND l.title_id = a.title_id
            JOIN user_services us ON us.user_id = ${user.userId} AND us.service = a.provider
            WHERE a.expires_on BETWEEN ${day}::date AND ${day}::date + 7
              AND (${user.lastDigestOn}::date IS NULL OR a.expires_on > ${user.lastDigestOn}::date + 7)
              AND (${user.wholeWatchlist} OR EXISTS (
                    SELECT 1 FROM alert_titles t WHERE t.user_id = ${user.userId}
                      AND t.title_type = a.title_type AND t.title_id = a.title_id))
              AND (${user.scope} = 'anywhere' OR a.country = ${user.country})
            ORDER BY l.title, a.title_type, a.title_id, a.expires_on, a.country, a.provider
            LIMIT ${DIGEST_MAX_CHANGES}`,
      );
      return rows.map((row) => ({
        id: 0,
        type: row.title_type as TitleType,
        titleId: Number(row.title_id),
        title: row.title as string,
        year: row.year == null ? null : Number(row.year),
        country: row.country as string,
        provider: row.provider as string,
        offerType: row.offer_type as DigestChange['offerType'],
        change: 'leaving' as const,
        changedAt: new Date(`${day}T00:00:00Z`).toISOString(),
        leavesOn: row.leaves_on as string,
      }));
    },

    /**
     * Takes `day`'s digest for the user, only if none was taken that day and nobody else moved
     * the user's cursor since it was read: at most one digest a day, even with two job runs.
     */
    async claimDigest(user: DigestCandidate, day: string, upTo: number): Promise<boolean> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`UPDATE alert_settings SET last_digest_on = ${day}::date, last_change_id = ${upTo}, updated_at = now()
            WHERE user_id = ${user.userId} AND last_change_id = ${user.lastChangeId}
              AND (last_digest_on IS NULL OR last_digest_on < ${day}::date)
            RETURNING user_id`,
      );
      return rows.length > 0;
    },

    /** Gives a claimed digest back (its e-mail could not be sent): the next run tries again. */
    async releaseDigest(user: DigestCandidate, day: string): Promise<void> {
      await db.execute(
        sql`UPDATE alert_settings SET last_digest_on = ${user.lastDigestOn}::date, last_change_id = ${user.lastChangeId}
            WHERE user_id = ${user.userId} AND last_digest_on = ${day}::date`,
      );
    },

    /** Nothing matched: the changes up to `upTo` are seen, no digest is spent. */
    async skipTo(user: DigestCandidate, upTo: number): Promise<void> {
      await db.execute(
        sql`UPDATE alert_settings SET last_change_id = ${upTo}
            WHERE user_id = ${user.userId} AND last_change_id = ${user.lastChangeId}`,
      );
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
