import type { BanStore } from '@reelatlas/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { bannedIps } from './schema.ts';

export function createBanStore(db: Db): BanStore {
  return {
    async list() {
      const rows = await db.select({ ip: bannedIps.ip }).from(bannedIps).orderBy(desc(bannedIps.createdAt));
      return rows.map((row) => row.ip);
    },
    async add(ip, bannedBy) {
      const inserted = await db
        .insert(bannedIps)
        .values({ ip, bannedBy })
        .onConflictDoNothing()
        .returning({ ip: bannedIps.ip });
      return inserted.length === 1;
    },
    async remove(ip) {
      const removed = await db.delete(bannedIps).where(eq(bannedIps.ip, ip)).returning({ ip: bannedIps.ip });
      return removed.length === 1;
    },
  };
}
