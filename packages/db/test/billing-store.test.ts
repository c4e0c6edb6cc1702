// The billing store under core's subscription rules (docs/product-rules.md#billing, docs/testing.md#what-the-suites-check), as webhooks and
// the test billing pages use it: a change is applied once per event id (its effect, not only the
// answer), lands on the right user (given, the subscription's owner, or the customer's), an
// older change is ignored, and the user's plan is derived from all their subscriptions, also
// when changes of one user arrive at once on two connection pools. On PGlite and PostgreSQL.
import {
  applySubscriptionChange,
  type SubscriptionChange,
  type SubscriptionRecord,
  type UserPlanUpdate,
} from '@reelatlas/core';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/auth-schema.ts';
import { createBillingStore } from '../src/billing-store.ts';

const testDatabase = useMigratedDatabase();
const store = () => createBillingStore(testDatabase.current.db);
let seq = 0;

const at = (iso: string) => new Date(iso);

/** A verified Free user of their own; `customerId` as if an earlier checkout had linked one. */
async function newUser(customerId: string | null = null): Promise<string> {
  const id = `billing-user-${++seq}`;
  await testDatabase.current.db.insert(users).values({
    id,
    name: id,
    email: `${id}@example.test`,
    username: id,
    emailVerified: true,
    stripeCustomerId: customerId,
  });
  return id;
}

/** A Stripe subscription change: active, renewing on Feb 1, stamped Jan 1, with `fields` changed. */
const change = (fields: Partial<SubscriptionChange>): SubscriptionChange => ({
  id: `sub_${++seq}`,
  provider: 'stripe',
  userId: null,
  customerId: null,
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: at('2026-02-01T00:00:00Z'),
  cancelAt: null,
  cancelAtPeriodEnd: false,
  endedAt: null,
  lastEventAt: at('2026-01-01T00:00:00Z'),
  ...fields,
});

const apply = (sub: SubscriptionChange, eventId?: string) =>
  applySubscriptionChange(
    { billing: store(), trials: { record: async () => {} } },
    sub,
    eventId ? { id: eventId, type: 'customer.subscription.updated' } : undefined,
  );

const planOf = async (userId: string) => {
  const user = await store().user(userId);
  return (
    user && { plan: user.plan, subscriptionEndDate: user.subscriptionEndDate, trialUsed: user.trialUsed }
  );
};

describe('billing store: events', () => {
  it('records an event id once', async () => {
    expect(await store().recordEvent({ id: 'evt_record', type: 'invoice.paid' })).toBe(true);
    expect(await store().recordEvent({ id: 'evt_record', type: 'invoice.paid' })).toBe(false);
  });

  it('applies a redelivered event once: its second delivery changes nothing', async () => {
    const userId = await newUser();
    const sub = change({ userId });
    expect(await apply(sub, 'evt_dup_1')).toBe('applied');
    expect(await planOf(userId)).toEqual({ plan: 'Pro', subscriptionEndDate: null, trialUsed: false });

    // The same event id again, now carrying a later cancellation: had it been applied, the
    // subscription would end and the user would read Free.
    const ended = { ...sub, status: 'canceled', endedAt: at('2026-01-02T00:00:00Z') };
    expect(await apply({ ...ended, lastEventAt: at('2026-01-02T00:00:00Z') }, 'evt_dup_1')).toBe('duplicate');
    expect(await planOf(userId)).toEqual({ plan: 'Pro', subscriptionEndDate: null, trialUsed: false });
    expect((await store().subscription(sub.id))?.status).toBe('active');
  });

  it('links a customer to a user who has none, once per event, never replacing one', async () => {
    const userId = await newUser();
    const link = (customerId: string, eventId: string) =>
      store().linkCustomer({
        userId,
        customerId,
        event: { id: eventId, type: 'checkout.session.completed' },
      });
    expect(await link('cus_first', 'evt_link_1')).toBe('applied');
    expect((await store().user(userId))?.stripeCustomerId).toBe('cus_first');
    expect(await link('cus_second', 'evt_link_1')).toBe('duplicate');
    expect(await link('cus_second', 'evt_link_2')).toBe('applied');
    expect((await store().user(userId))?.stripeCustomerId).toBe('cus_first');
  });
});

describe('billing store: whose subscription', () => {
  it('applies a change to the user it names, and reads back as stored', async () => {
    const userId = await newUser();
    const sub = change({
      userId,
      customerId: 'cus_named',
      status: 'trialing',
      trialEnd: at('2026-01-08T00:00:00Z'),
    });
    expect(await apply(sub)).toBe('applied');
    const { userId: _given, ...stored } = sub;
    expect(await store().subscription(sub.id)).toEqual({ ...stored, userId });
    expect(await store().subscriptionsOf(userId)).toEqual([{ ...stored, userId }]);
    expect(await store().user(userId)).toEqual({
      id: userId,
      email: `${userId}@example.test`,
      emailVerified: true,
      plan: 'Trial',
      trialEndDate: at('2026-01-08T00:00:00Z'),
      subscriptionEndDate: null,
      trialUsed: true,
      stripeCustomerId: 'cus_named',
    });
  });

  it('finds the user by the customer when the change names no user', async () => {
    const userId = await newUser('cus_known');
    expect(await apply(change({ customerId: 'cus_known' }))).toBe('applied');
    expect((await planOf(userId))?.plan).toBe('Pro');
  });

  it("a known subscription stays its owner's, whoever a later change names", async () => {
    const owner = await newUser();
    const other = await newUser();
    const sub = change({ userId: owner });
    await apply(sub);
    const cancelled = { ...sub, userId: other, cancelAt: at('2026-01-20T00:00:00Z') };
    expect(await apply({ ...cancelled, lastEventAt: at('2026-01-02T00:00:00Z') })).toBe('applied');
    expect(await planOf(owner)).toEqual({
      plan: 'Pro',
      subscriptionEndDate: at('2026-01-20T00:00:00Z'),
      trialUsed: false,
    });
    expect(await planOf(other)).toEqual({ plan: 'Free', subscriptionEndDate: null, trialUsed: false });
    expect(await store().subscriptionsOf(other)).toEqual([]);
  });

  it('answers unknown_user, writing nothing, when no user can be found', async () => {
    const unnamed = change({ customerId: 'cus_nobody' });
    expect(await apply(unnamed)).toBe('unknown_user');
    expect(await apply(change({}))).toBe('unknown_user');
    const ghost = change({ userId: 'no-such-user' });
    expect(await apply(ghost)).toBe('unknown_user');
    expect(await store().subscription(unnamed.id)).toBeNull();
    expect(await store().subscription(ghost.id)).toBeNull();
    expect(await store().user('no-such-user')).toBeNull();
  });
});

describe('billing store: order and plan', () => {
  it('ignores a change older than the stored one (stale), keeping the newer state', async () => {
    const userId = await newUser();
    const sub = change({ userId, lastEventAt: at('2026-01-05T00:00:00Z') });
    await apply(sub);
    const older = { ...sub, status: 'canceled', endedAt: at('2026-01-03T00:00:00Z') };
    expect(await apply({ ...older, lastEventAt: at('2026-01-03T00:00:00Z') }, 'evt_old')).toBe('stale');
    expect((await planOf(userId))?.plan).toBe('Pro');
    expect((await store().subscription(sub.id))?.status).toBe('active');
  });

  it("derives the plan from all of the user's subscriptions", async () => {
    const userId = await newUser();
    const ended = change({ userId, status: 'canceled', endedAt: at('2026-01-01T00:00:00Z') });
    const live = change({ userId });
    await apply(ended);
    expect((await planOf(userId))?.plan).toBe('Free');
    await apply(live);
    expect((await planOf(userId))?.plan).toBe('Pro');
    expect((await store().subscriptionsOf(userId)).map((s) => s.id).sort()).toEqual(
      [ended.id, live.id].sort(),
    );
  });

  it('changes of one user arriving at once on two connection pools each see the ones before', async () => {
    const userId = await newUser();
    const stores = [store(), createBillingStore((await testDatabase.another()).db)];
    // Each change records how many subscriptions the user had when its plan was derived: taken
    // one after the other, the last one saw all of them.
    const seen: number[] = [];
    const derive = (_user: unknown, subs: SubscriptionRecord[]): UserPlanUpdate => {
      seen.push(subs.length);
      return {
        plan: 'Pro',
        isPro: true,
        isTrial: false,
        trialEndDate: null,
        trialUsed: false,
        subscriptionEndDate: null,
        stripeCustomerId: `cus_${subs.length}`,
      };
    };
    const count = 12;
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const { userId: _none, ...record } = change({});
        return stores[i % 2]?.applyChange({
          subscriptionId: record.id,
          userId,
          customerId: null,
          event: { id: `evt_race_${seq}_${i}`, type: 'customer.subscription.created' },
          decide: (_current, owner) => ({ ...record, userId: owner }),
          derive,
        });
      }),
    );
    expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const [row] = await testDatabase.current.db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.customer).toBe(`cus_${count}`);
  });
});
