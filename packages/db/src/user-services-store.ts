import type { UserServicesStore } from '@reelatlas/core';
import { asc, eq, sql } from 'drizzle-orm';
import { userServices, users } from './auth-schema.ts';
import type { Db } from './database.ts';

/** A signed-in user's "My services", replaced as a whole (the dialog saves the full choice). */
export function createUserServicesStore(db: Db): UserServicesStore {
  return {
    async list(userId: string): Promise<string[]> {
      const rows = await db
        .select({ service: userServices.service })
        .from(userServices)
        .where(eq(userServices.userId, userId))
        .orderBy(asc(userServices.service));
      return rows.map((row) => row.service);
    },

    /**
     * One transaction, after locking the user's row: concurrent saves are applied one after the
     * other, so the last one wins whole and none fails on the other's rows.
     */
    async replace(userId: string, services: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
        await tx.delete(userServices).where(eq(userServices.userId, userId));
        const unique = [...new Set(services)];
        if (unique.length > 0)
          await tx.insert(userServices).values(unique.map((service) => ({ userId, service })));
      });
    },
  };
}
