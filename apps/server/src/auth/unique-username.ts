import { type Db, queryRows } from '@reelatlas/db';
import { sql } from 'drizzle-orm';

/**
 * A free username from the wished one: 'maria' if nobody has it (case-insensitively), else
 * 'maria2', 'maria3', … (DESIGN.md §4). The unique index stays the last word on races.
 */
export async function uniqueUsername(db: Db, wished: string): Promise<string> {
  const base = wished.trim().replace(/\s+/g, '_').slice(0, 26) || 'user';
  const taken = await queryRows<{ name: string }>(
    db,
    sql`SELECT lower(username) AS name FROM users WHERE lower(username) LIKE ${`${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
  );
  const names = new Set(taken.map((row) => row.name));
  if (!names.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
