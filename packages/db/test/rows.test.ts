import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/rows.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();

/**
 * Every kind of value the repositories read back, with parameters of each kind. (Not arrays of
 * dates or times, which nothing reads: PGlite parses those into arrays of text itself, where
 * drizzle's drivers leave the array literal.)
 */
const everyKind = sql`SELECT ${'text'}::text AS text, ${42}::int AS int, ${'9007199254740993'}::int8 AS big,
    ${1.5}::float8 AS float, ${'12.30'}::numeric AS numeric, ${true}::boolean AS bool,
    '2026-11-24 10:00:00+00'::timestamptz AS timestamptz, '2026-11-24 10:00:00'::timestamp AS timestamp,
    '2026-11-24'::date AS date, '1 day'::interval AS interval, ARRAY['a', 'b'] AS texts,
    ARRAY[1, 2] AS ints, '{"a": [1, 2]}'::jsonb AS json, NULL::text AS nothing`;

describe('queryRows', () => {
  it('answers the rows drizzle’s execute answers, for every kind of value', async () => {
    const db = database.current.db;
    // A proxy of the database is not registered for the direct path: drizzle's execute answers.
    const viaDrizzle = new Proxy(db, {});
    const [direct] = await queryRows<Record<string, unknown>>(db, everyKind);
    const [drizzle] = await queryRows<Record<string, unknown>>(viaDrizzle, everyKind);
    expect(direct).toEqual(drizzle);
    // Dates and times stay the text PostgreSQL sends, on both engines.
    expect(typeof direct?.timestamptz).toBe('string');
    expect(direct?.date).toBe('2026-11-24');
  });

  it('runs a transaction’s statements inside it', async () => {
    const db = database.current.db;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE TEMP TABLE rows_test (n int)`);
        await tx.execute(sql`INSERT INTO rows_test VALUES (1)`);
        const rows = await queryRows<{ n: number }>(tx as unknown as typeof db, sql`SELECT n FROM rows_test`);
        expect(rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
  });
});
