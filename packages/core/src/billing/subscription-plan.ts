import type { BillingUser, SubscriptionRecord, UserPlanUpdate } from '../ports/billing.ts';

/** Statuses in which the subscriber has paid access (past_due: the provider is still retrying). */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);

export const isLive = (subscription: Pick<SubscriptionRecord, 'status'>) =>
  LIVE_STATUSES.has(subscription.status);

/**
 * How far along its life a status is. Used only to order two changes the provider stamped with
 * the same second: "created as incomplete" and "activated" often share one, and the first must
 * not undo the second when they arrive the other way round.
 */
const STATUS_RANK: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 2,
  paused: 3,
  unpaid: 3,
  incomplete_expired: 4,
  canceled: 4,
};

/** True when `next` is older than what is stored, so it must not overwrite it. */
export function isOlderThan(next: SubscriptionRecord, current: SubscriptionRecord): boolean {
  const diff = next.lastEventAt.getTime() - current.lastEventAt.getTime();
  if (diff !== 0) return diff < 0;
  return (STATUS_RANK[next.status] ?? 0) < (STATUS_RANK[current.status] ?? 0);
}

/** When a scheduled cancellation ends paid access, or null when none is scheduled. */
export function scheduledEnd(subscription: SubscriptionRecord): Date | null {
  if (subscription.cancelAt) return subscription.cancelAt;
  if (!subscription.cancelAtPeriodEnd) return null;
  return subscription.status === 'trialing' ? subscription.trialEnd : subscription.currentPeriodEnd;
}

const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * The user's plan fields from all their subscriptions (docs/product-rules.md#plans-and-trial): a live one decides (Trial
 * while trialing, Pro when paying; `subscriptionEndDate` while a cancellation is scheduled);
 * with none live the plan is Free and `subscriptionEndDate` says when the last one ended.
 * `trialUsed` never goes back to false.
 */
export function planFromSubscriptions(
  user: BillingUser,
  subscriptions: SubscriptionRecord[],
): UserPlanUpdate {
  const trialUsed = user.trialUsed || subscriptions.some((s) => s.trialEnd !== null);
  const stripeCustomerId =
    user.stripeCustomerId ??
    subscriptions.find((s) => s.provider === 'stripe' && s.customerId)?.customerId ??
    null;
  const trialEndDate = latest([user.trialEndDate, ...subscriptions.map((s) => s.trialEnd)]);
  const live = subscriptions
    .filter(isLive)
    .sort((a, b) => b.lastEventAt.getTime() - a.lastEventAt.getTime())[0];
  if (!live) {
    return {
      plan: 'Free',
      isPro: false,
      isTrial: false,
      trialEndDate,
      trialUsed,
      subscriptionEndDate: latest(subscriptions.map((s) => s.endedAt)),
      stripeCustomerId,
    };
  }
  const trialing = live.status === 'trialing';
  return {
    plan: trialing ? 'Trial' : 'Pro',
    isPro: true,
    isTrial: trialing,
    trialEndDate: trialing ? live.trialEnd : trialEndDate,
    trialUsed,
    subscriptionEndDate: scheduledEnd(live),
    stripeCustomerId,
  };
}
