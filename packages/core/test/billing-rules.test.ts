import { describe, expect, it } from 'vitest';
import { effectivePlan, isOlderThan, planFromSubscriptions } from '../src/index.ts';
import { at, billingUser, subscription } from './billing-fixtures.ts';

const user = billingUser;
const sub = subscription;

describe('plan from subscriptions', () => {
  it('is Trial while trialing, with the trial end and the trial marked used', () => {
    const trialEnd = at('2026-01-08T00:00:00Z');
    expect(planFromSubscriptions(user, [sub({ status: 'trialing', trialEnd })])).toMatchObject({
      plan: 'Trial',
      isPro: true,
      isTrial: true,
      trialEndDate: trialEnd,
      trialUsed: true,
      subscriptionEndDate: null,
      stripeCustomerId: 'cus_1',
    });
  });

  it('sets subscriptionEndDate while a cancellation is scheduled, Free once ended', () => {
    const cancelling = sub({ cancelAtPeriodEnd: true });
    expect(planFromSubscriptions(user, [cancelling])).toMatchObject({
      plan: 'Pro',
      subscriptionEndDate: at('2026-02-01T00:00:00Z'),
    });
    const ended = sub({ status: 'canceled', endedAt: at('2026-02-01T00:00:00Z') });
    expect(planFromSubscriptions(user, [ended])).toMatchObject({ plan: 'Free', isPro: false });
  });

  it('lets a live subscription win over an old ended one, and never forgets a used trial', () => {
    const old = sub({ id: 'sub_old', status: 'canceled', trialEnd: at('2025-01-08T00:00:00Z') });
    const current = sub({ id: 'sub_new', lastEventAt: at('2025-06-01T00:00:00Z') });
    expect(planFromSubscriptions(user, [old, current])).toMatchObject({ plan: 'Pro', trialUsed: true });
    expect(planFromSubscriptions({ ...user, trialUsed: true }, [])).toMatchObject({ trialUsed: true });
  });
});

describe('event order', () => {
  it('ignores older changes, and at the same second never steps back in a life cycle', () => {
    const stored = sub({ status: 'active' });
    expect(isOlderThan(sub({ lastEventAt: at('2025-12-31T23:59:59Z') }), stored)).toBe(true);
    expect(isOlderThan(sub({ status: 'incomplete' }), stored)).toBe(true);
    expect(isOlderThan(sub({ status: 'canceled' }), stored)).toBe(false);
    expect(isOlderThan(sub({ cancelAtPeriodEnd: true }), stored)).toBe(false);
  });
});

describe('effective plan', () => {
  it('ends exactly at the end date', () => {
    const end = at('2026-02-01T00:00:00Z');
    expect(effectivePlan({ plan: 'Pro', subscriptionEndDate: end }, new Date(end.getTime() - 1))).toBe('Pro');
    expect(effectivePlan({ plan: 'Pro', subscriptionEndDate: end }, end)).toBe('Free');
    expect(effectivePlan({ plan: 'Trial', trialEndDate: end }, end)).toBe('Free');
    expect(effectivePlan({ plan: 'Pro' }, end)).toBe('Pro');
  });
});
