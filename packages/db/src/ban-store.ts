import type { BanStore } from '@reelatlas/core';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { bannedIps } from './schema.ts';

export function createBanStore(db: Db): BanStore {
  return {
    async list() {
      const rows = await db.select({ ip: bannedIps.ip }).from(bannedIps).orderBy(desc(bannedIps.createdAt));
      return rows.map((row) => row.ip);
    },
    async add(ip, bannedBy, maxEntries) {
      return db.transaction(async (tx) => {
        // Bans made at once (two admins, two instances) take turns, so the count below stays
        // true until this insert commits and the list never passes maxEntries. Reads go on.
        await tx.execute(sql`LOCK TABLE ${bannedIps} IN SHARE ROW EXCLUSIVE MODE`);
        const [existing] = await tx.select({ ip: bannedIps.ip }).from(bannedIps).where(eq(bannedIps.ip, ip));
        if (existing) return 'exists' as const;
        const [size] = await tx.select({ n: count() }).from(bannedIps);
        if ((size?.n ?? 0) >= maxEntries) return 'full' as const;
        await tx.insert(bannedIps).values({ ip, bannedBy });
        return 'added' as const;
      });
    },
    async remove(ip) {
      const removed = await db.delete(bannedIps).where(eq(bannedIps.ip, ip)).returning({ ip: bannedIps.ip });
      return removed.length === 1;
    },
  };
}
