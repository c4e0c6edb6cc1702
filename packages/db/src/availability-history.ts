import type { Availability, AvailabilityChange } from '@reelatlas/contracts';
import type { TitleRef } from '@reelatlas/core';
import { and, desc, eq, gte } from 'drizzle-orm';
import { availabilityChanges } from './alerts-schema.ts';
import type { Db } from './database.ts';
import { searchViews } from './schema.ts';

/**
 * The part of an offer whose coming or going is news, and its announced last day: link, price and
 * rank changes are not.
 */
export type OfferKey = Pick<Availability, 'country' | 'provider' | 'offerType'> & {
  expiresOn?: string | null;
};

export type ChangeRow = typeof availabilityChanges.$inferInsert;

const keyOf = (offer: OfferKey) => `${offer.country}|${offer.provider}|${offer.offerType}`;

/**
 * Offers in `after` but not `before` (added) and the other way round (removed), and offers whose
 * last day was announced or moved (leaving, with the day): a date dropped is no news.
 */
export function diffOffers(
  ref: TitleRef,
  before: readonly OfferKey[],
  after: readonly OfferKey[],
  changedAt: Date,
): ChangeRow[] {
  const old = new Map(before.map((offer) => [keyOf(offer), offer]));
  const now = new Map(after.map((offer) => [keyOf(offer), offer]));
  const row = (offer: OfferKey, change: ChangeRow['change']): ChangeRow => ({
    titleType: ref.type,
    titleId: ref.id,
    country: offer.country,
    provider: offer.provider,
    offerType: offer.offerType,
    change,
    changedAt,
  });
  const changes: ChangeRow[] = [];
  for (const [key, offer] of now) if (!old.has(key)) changes.push(row(offer, 'added'));
  for (const [key, offer] of old) if (!now.has(key)) changes.push(row(offer, 'removed'));
  for (const [key, offer] of now) {
    if (offer.expiresOn && offer.expiresOn !== old.get(key)?.expiresOn)
      changes.push({ ...row(offer, 'leaving'), leavesOn: offer.expiresOn });
  }
  return changes;
}

/** How far back the title page looks, and how many changes it shows at most. */
export const RECENT_CHANGES_DAYS = 30;
export const RECENT_CHANGES_LIMIT = 50;

/** A title's changes of the last RECENT_CHANGES_DAYS, newest first (title page). */
export async function recentTitleChanges(db: Db, ref: TitleRef, now: Date): Promise<AvailabilityChange[]> {
  const since = new Date(now.getTime() - RECENT_CHANGES_DAYS * 86_400_000);
  const rows = await db
    .select({
      country: availabilityChanges.country,
      provider: availabilityChanges.provider,
      offerType: availabilityChanges.offerType,
      change: availabilityChanges.change,
      changedAt: availabilityChanges.changedAt,
      leavesOn: availabilityChanges.leavesOn,
    })
    .from(availabilityChanges)
    .where(
      and(
        eq(availabilityChanges.titleType, ref.type),
        eq(availabilityChanges.titleId, ref.id),
        gte(availabilityChanges.changedAt, since),
      ),
    )
    .orderBy(desc(availabilityChanges.changedAt), desc(availabilityChanges.id))
    .limit(RECENT_CHANGES_LIMIT);
  return rows.map(({ leavesOn, ...row }) => ({
    ...row,
    changedAt: row.changedAt.toISOString(),
    ...(leavesOn ? { leavesOn } : {}),
  }));
}

/** Whether `viewer` opened the title today with a counted search (or a free reopen). */
export async function viewedToday(db: Db, day: string, viewer: string, titleKey: string): Promise<boolean> {
  const rows = await db
    .select({ viewer: searchViews.viewer })
    .from(searchViews)
    .where(and(eq(searchViews.day, day), eq(searchViews.viewer, viewer), eq(searchViews.titleKey, titleKey)))
    .limit(1);
  return rows.length > 0;
}
