import type { SpentTokenStore } from '@reelatlas/core';
import { lt } from 'drizzle-orm';
import type { Db } from './database.ts';
import { botcheckSpent } from './schema.ts';

export function createSpentTokenStore(db: Db): SpentTokenStore {
  return {
    async spend(signature, expiresAt) {
      const inserted = await db
        .insert(botcheckSpent)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: botcheckSpent.signature });
      return inserted.length === 1;
    },
    async purgeExpired(now) {
      await db.delete(botcheckSpent).where(lt(botcheckSpent.expiresAt, now));
    },
  };
}
