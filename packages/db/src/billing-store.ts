import type { BillingStore, BillingUser, SubscriptionRecord } from '@reelatlas/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from './auth-schema.ts';
import type { Db } from './database.ts';
import { billingEvents, subscriptions } from './schema.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const toRecord = (row: SubscriptionRow): SubscriptionRecord => ({
  id: row.id,
  provider: row.provider,
  userId: row.userId,
  customerId: row.customerId,
  status: row.status,
  trialEnd: row.trialEnd,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAt: row.cancelAt,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  endedAt: row.endedAt,
  lastEventAt: row.lastEventAt,
});

const billingUserColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  plan: users.plan,
  trialEndDate: users.trialEndDate,
  subscriptionEndDate: users.subscriptionEndDate,
  trialUsed: users.trialUsed,
  stripeCustomerId: users.stripeCustomerId,
};

/**
 * The local subscription table and the plan fields of users (docs/product-rules.md#billing). A change locks the
 * user's row first, so concurrent events of one user are applied one after the other on any
 * number of instances; the event id is recorded in the same transaction as its effect.
 */
export function createBillingStore(db: Db): BillingStore {
  const findUser = async (tx: Db, userId: string): Promise<BillingUser | null> => {
    const [row] = await tx.select(billingUserColumns).from(users).where(eq(users.id, userId));
    return row ?? null;
  };

  return {
    user: (userId) => findUser(db, userId),

    async markTrialUsed(userId) {
      await db.update(users).set({ trialUsed: true }).where(eq(users.id, userId));
    },

    async subscriptionsOf(userId) {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return rows.map(toRecord);
    },

    async subscription(id) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row ? toRecord(row) : null;
    },

    recordEvent: (event) => insertEvent(db, event),

    linkCustomer({ userId, customerId, event }) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await insertEvent(tx, event))) return 'duplicate' as const;
        await tx
          .update(users)
          .set({ stripeCustomerId: customerId, updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
        return 'applied' as const;
      });
    },

    applyChange(input) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (input.event && !(await insertEvent(tx, input.event))) return 'duplicate' as const;
        const [known] = await tx
          .select({ userId: subscriptions.userId })
          .from(subscriptions)
          .where(eq(subscriptions.id, input.subscriptionId));
        let userId = known?.userId ?? input.userId;
        if (!userId && input.customerId) {
          const [owner] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.stripeCustomerId, input.customerId));
          userId = owner?.id ?? null;
        }
        if (!userId) return 'unknown_user' as const;
        const locked = await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
        if (rowCount(locked) === 0) return 'unknown_user' as const;

        const [currentRow] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, input.subscriptionId));
        const next = input.decide(currentRow ? toRecord(currentRow) : null, userId);
        if (!next) return 'stale' as const;
        const values = { ...next, updatedAt: new Date() };
        await tx
          .insert(subscriptions)
          .values(values)
          .onConflictDoUpdate({ target: subscriptions.id, set: values });

        const user = await findUser(tx, next.userId);
        if (!user) return 'unknown_user' as const;
        const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, next.userId));
        const plan = input.derive(user, rows.map(toRecord));
        await tx
          .update(users)
          .set({ ...plan, updatedAt: new Date() })
          .where(eq(users.id, next.userId));
        return 'applied' as const;
      });
    },
  };
}

/** True the first time an event id is recorded. */
async function insertEvent(tx: Db, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Rows of a raw `execute` answer: node-postgres and PGlite shape it differently. */
function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null };
  return r.rows?.length ?? r.rowCount ?? 0;
}
