import type { ListStore } from '@reelatlas/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { listEntries, users } from './auth-schema.ts';
import type { Db } from './database.ts';

const toRecord = (row: typeof listEntries.$inferSelect) => ({
  id: row.titleId,
  type: row.titleType,
  title: row.title,
  year: row.year,
  thumbnail: row.thumbnail,
  addedAt: row.addedAt,
});

/**
 * Lists in the database. An add locks the user's row first, so two concurrent adds of one user
 * are serialised and the count-then-insert can never pass the limit, on any number of instances.
 */
export function createListStore(db: Db): ListStore {
  return {
    add(userId, list, entry, limit) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
        const key = and(
          eq(listEntries.userId, userId),
          eq(listEntries.list, list),
          eq(listEntries.titleType, entry.type),
          eq(listEntries.titleId, entry.id),
        );
        const [existing] = await tx.select().from(listEntries).where(key);
        if (existing) return { result: 'exists' as const, entry: toRecord(existing) };
        const [held] = await tx
          .select({ n: count() })
          .from(listEntries)
          .where(and(eq(listEntries.userId, userId), eq(listEntries.list, list)));
        if ((held?.n ?? 0) >= limit) return { result: 'full' as const };
        const [inserted] = await tx
          .insert(listEntries)
          .values({
            userId,
            list,
            titleType: entry.type,
            titleId: entry.id,
            title: entry.title,
            year: entry.year,
            thumbnail: entry.thumbnail,
          })
          .returning();
        if (!inserted) throw new Error('list insert returned nothing');
        return { result: 'added' as const, entry: toRecord(inserted) };
      });
    },

    async entries(userId, list) {
      const rows = await db
        .select()
        .from(listEntries)
        .where(and(eq(listEntries.userId, userId), eq(listEntries.list, list)))
        .orderBy(desc(listEntries.addedAt));
      return rows.map(toRecord);
    },

    async remove(userId, list, ref) {
      const deleted = await db
        .delete(listEntries)
        .where(
          and(
            eq(listEntries.userId, userId),
            eq(listEntries.list, list),
            eq(listEntries.titleType, ref.type),
            eq(listEntries.titleId, ref.id),
          ),
        )
        .returning({ id: listEntries.titleId });
      return deleted.length > 0;
    },
  };
}
