import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Raw SQL rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
