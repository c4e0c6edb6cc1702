import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './db-type.ts';

/**
 * PGlite databases whose statements queryRows sends to PGlite itself. Drizzle's `execute` passes
 * its type parsers with every statement, and PGlite then takes 0.1–0.17 ms more per statement:
 * on PGlite's one thread that was half of a simple statement's cost (0.29 ms against 0.12 ms
 * for `SELECT 1`). The client is opened with the same parsers (database.ts), so the rows are the
 * same (rows.test.ts). Only a database itself is registered, never a transaction: a statement of
 * a transaction must go through it.
 */
const directClients = new WeakMap<Db, PGlite>();
const dialect = new PgDialect();

export function sendRowsDirectly(db: Db, client: PGlite): void {
  directClients.set(db, client);
}

/** Whether the database engine runs in this process, on its one thread (PGlite). */
export const runsInProcess = (db: Db): boolean => directClients.has(db);

/** Raw SQL rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = directClients.get(db);
  if (client) {
    const { sql, params } = dialect.sqlToQuery(query);
    return (await client.query<T>(sql, params)).rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
