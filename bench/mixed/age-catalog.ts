// Live mode of the mixed-load benchmark: every stored title is made older than the TTL, so the
// run starts as a live site does after a quiet spell — each title's first search refreshes it
// from TMDb (the fake one), and TMDb's per-second cap can bind.
import { dirname } from 'node:path';
import { lockDataDir, openDatabase } from '@reelatlas/db';
import { sql } from 'drizzle-orm';
import type { SyntheticTarget } from '../synthetic/load.ts';

export async function ageCatalog(target: SyntheticTarget, days = 30): Promise<void> {
  const lock = 'dataDir' in target ? lockDataDir(dirname(target.dataDir)) : null;
  try {
    const database = await openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
    try {
      const before = sql.raw(`now() - interval '${Math.floor(days)} days'`);
      await database.db.execute(sql`UPDATE titles SET fetched_at = ${before}`);
      await database.db.execute(sql`UPDATE availability SET fetched_at = ${before}`);
      await database.db.execute(sql`DELETE FROM catalog_queries`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}
