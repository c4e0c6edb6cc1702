// Rules of paid access that mutation testing (npm run test:mutation) found untested at this
// level: who has paid access and until when, what deletion and check-subscription answer, and
// how the plan is derived from several subscriptions.
import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../src/index.ts';
import {
  AppError,
  accountDeletionBlock,
  checkSubscription,
  isOlderThan,
  paidAccessUntil,
  planFromSubscriptions,
  scheduledEnd,
} from '../src/index.ts';
import { at, billingUser, subscription } from './billing-fixtures.ts';

const NOW = at('2026-01-15T12:00:00Z');
const clock = { now: () => NOW };
const LATER = at('2026-01-20T00:00:00Z');
const EARLIER = at('2026-01-10T00:00:00Z');

const user = billingUser;
const sub = subscription;
const billingOf = (rows: SubscriptionRecord[]) => ({ subscriptionsOf: async () => rows });

describe('paid access', () => {
  it('is a trial only on the Trial plan: a Free user keeps a future trial end date without access', () => {
    expect(paidAccessUntil({ plan: 'Trial', trialEndDate: LATER }, NOW)).toEqual(LATER);
    expect(paidAccessUntil({ plan: 'Free', trialEndDate: LATER }, NOW)).toBeNull();
    expect(paidAccessUntil({ plan: 'Trial', trialEndDate: null }, NOW)).toBeNull();
    expect(paidAccessUntil({ plan: 'Trial', trialEndDate: EARLIER }, NOW)).toBeNull();
  });

  it('is open-ended for Pro without an end date, and ends at a cancelled plan’s end date', () => {
    expect(paidAccessUntil({ plan: 'Pro' }, NOW)).toBe('open-ended');
    expect(paidAccessUntil({ plan: 'Pro', subscriptionEndDate: LATER }, NOW)).toEqual(LATER);
    expect(paidAccessUntil({ plan: 'Pro', subscriptionEndDate: EARLIER }, NOW)).toBeNull();
  });
});

describe('account deletion block', () => {
  it('allows deletion without paid access', async () => {
    expect(
      await accountDeletionBlock({ billing: billingOf([]), clock }, { id: 'u1', plan: 'Free' }),
    ).toBeNull();
  });

  it('names a trial’s end or a cancellation date', async () => {
    const deps = { billing: billingOf([]), clock };
    expect(await accountDeletionBlock(deps, { id: 'u1', plan: 'Trial', trialEndDate: LATER })).toEqual({
      until: LATER,
    });
    expect(await accountDeletionBlock(deps, { id: 'u1', plan: 'Pro', subscriptionEndDate: LATER })).toEqual({
      until: LATER,
    });
  });

  it('names the next renewal of the live subscription changed last for a Pro plan that renews', async () => {
    const renewal = at('2026-02-15T00:00:00Z');
    const rows = [
      // Ended, though changed last: never the one that renews.
      sub({ id: 'old', status: 'canceled', currentPeriodEnd: at('2026-03-01T00:00:00Z'), lastEventAt: NOW }),
      sub({ id: 'stale', currentPeriodEnd: at('2026-01-31T00:00:00Z'), lastEventAt: EARLIER }),
      sub({ id: 'current', currentPeriodEnd: renewal, lastEventAt: at('2026-01-12T00:00:00Z') }),
    ];
    expect(
      await accountDeletionBlock({ billing: billingOf(rows), clock }, { id: 'u1', plan: 'Pro' }),
    ).toEqual({
      until: renewal,
    });
    // Pro granted without a provider subscription: still blocked, the date unknown.
    expect(await accountDeletionBlock({ billing: billingOf([]), clock }, { id: 'u1', plan: 'Pro' })).toEqual({
      until: null,
    });
  });
});

describe('check-subscription', () => {
  it('answers the plan in force now and the stored dates as ISO strings', () => {
    expect(
      checkSubscription({ clock }, { plan: 'Trial', trialEndDate: LATER, subscriptionEndDate: LATER }),
    ).toEqual({ plan: 'Trial', trialEndDate: LATER.toISOString(), subscriptionEndDate: LATER.toISOString() });
    expect(checkSubscription({ clock }, { plan: 'Trial', trialEndDate: EARLIER })).toEqual({
      plan: 'Free',
      trialEndDate: EARLIER.toISOString(),
      subscriptionEndDate: null,
    });
  });

  it('refuses a signed-out caller', () => {
    expect(() => checkSubscription({ clock }, null)).toThrow(AppError);
    try {
      checkSubscription({ clock }, null);
    } catch (error) {
      expect((error as AppError).code).toBe('unauthorized');
    }
  });

  it('answers null for dates the record does not have at all', () => {
    expect(checkSubscription({ clock }, { plan: 'Pro' })).toEqual({
      plan: 'Pro',
      trialEndDate: null,
      subscriptionEndDate: null,
    });
  });
});

describe('plan from several subscriptions', () => {
  it('follows the live subscription changed last', () => {
    const trialing = sub({ id: 'a', status: 'trialing', trialEnd: LATER, lastEventAt: EARLIER });
    const active = sub({ id: 'b', status: 'active', lastEventAt: NOW });
    expect(planFromSubscriptions(user, [trialing, active])).toMatchObject({ plan: 'Pro', isTrial: false });
    expect(planFromSubscriptions(user, [active, trialing])).toMatchObject({ plan: 'Pro', isTrial: false });
    expect(planFromSubscriptions(user, [{ ...trialing, lastEventAt: LATER }, active])).toMatchObject({
      plan: 'Trial',
      isTrial: true,
    });
  });

  it('counts past_due as live and every other status as not', () => {
    expect(planFromSubscriptions(user, [sub({ status: 'past_due' })]).plan).toBe('Pro');
    for (const status of ['canceled', 'incomplete', 'unpaid', 'paused', 'incomplete_expired'])
      expect(planFromSubscriptions(user, [sub({ status })]).plan).toBe('Free');
  });

  it('once none is live: Free, not a trial, ended at the latest end, the latest trial end kept', () => {
    const first = sub({ id: 'a', status: 'canceled', endedAt: EARLIER, trialEnd: EARLIER });
    const second = sub({ id: 'b', status: 'canceled', endedAt: NOW, trialEnd: null });
    expect(planFromSubscriptions(user, [second, first])).toEqual({
      plan: 'Free',
      isPro: false,
      isTrial: false,
      trialEndDate: EARLIER,
      trialUsed: true,
      subscriptionEndDate: NOW,
      stripeCustomerId: 'cus_1',
    });
    // The latest, in whatever order the rows come.
    expect(planFromSubscriptions(user, [first, second]).subscriptionEndDate).toEqual(NOW);
    expect(planFromSubscriptions({ ...user, trialEndDate: LATER }, [first]).trialEndDate).toEqual(LATER);
    expect(
      planFromSubscriptions({ ...user, trialEndDate: EARLIER }, [sub({ status: 'canceled', trialEnd: NOW })])
        .trialEndDate,
    ).toEqual(NOW);
  });

  it('marks the trial used only when one ever ran, and takes a Stripe customer only from Stripe', () => {
    expect(planFromSubscriptions(user, [sub({})]).trialUsed).toBe(false);
    const local = sub({ provider: 'test', customerId: 'local_1' });
    expect(planFromSubscriptions(user, [local]).stripeCustomerId).toBeNull();
    expect(planFromSubscriptions(user, [sub({ customerId: null })]).stripeCustomerId).toBeNull();
    expect(planFromSubscriptions({ ...user, stripeCustomerId: 'cus_0' }, [sub({})]).stripeCustomerId).toBe(
      'cus_0',
    );
  });
});

describe('scheduled end and event order', () => {
  it('ends at cancel_at when set, else at the period or trial end when cancelling at period end', () => {
    const cancelAt = at('2026-01-25T00:00:00Z');
    expect(scheduledEnd(sub({ cancelAt }))).toEqual(cancelAt);
    expect(scheduledEnd(sub({ cancelAt, cancelAtPeriodEnd: true }))).toEqual(cancelAt);
    expect(scheduledEnd(sub({ cancelAtPeriodEnd: true }))).toEqual(at('2026-02-01T00:00:00Z'));
    expect(scheduledEnd(sub({ status: 'trialing', trialEnd: LATER, cancelAtPeriodEnd: true }))).toEqual(
      LATER,
    );
    expect(scheduledEnd(sub({}))).toBeNull();
  });

  it('orders by time first: a newer change is never older, whatever its status', () => {
    const stored = sub({ status: 'canceled' });
    expect(isOlderThan(sub({ status: 'incomplete', lastEventAt: at('2026-01-01T00:00:01Z') }), stored)).toBe(
      false,
    );
    expect(isOlderThan(sub({ status: 'active' }), sub({ status: 'active' }))).toBe(false);
  });
});
