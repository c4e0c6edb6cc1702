import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CatalogTitleInput, deleteCatalogTitles, upsertCatalogTitles } from '../src/catalog-writer.ts';
import { queryRows } from '../src/rows.ts';
import { vacuumDueTables } from '../src/vacuum-due-tables.ts';

// Runs on in-memory PGlite (unit project), where no autovacuum runs, and on PostgreSQL
// (integration project), whose statistics reach pg_stat_user_tables within a second or so.
const database = useMigratedDatabase();
const now = new Date('2026-11-24T00:00:00Z');

const title = (id: number): CatalogTitleInput => ({
  type: 'movie',
  id,
  title: `Upkeep Feature ${id}`,
  year: 2001,
  rating: null,
  votes: 0,
  popularity: id,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
});

const titleStats = async () => {
  const [row] = await queryRows<{ dead: number; vacuums: number; analyzes: number }>(
    database.current.db,
    sql`SELECT n_dead_tup::int AS dead, (vacuum_count + autovacuum_count)::int AS vacuums,
               (analyze_count + autoanalyze_count)::int AS analyzes
        FROM pg_stat_user_tables WHERE relname = 'titles' AND schemaname = current_schema()`,
  );
  return row;
};

/** Asks until `titles` is due (PostgreSQL publishes a connection's counts when it goes idle). */
async function upkeepUntilTitlesDone() {
  for (let tries = 0; tries < 40; tries++) {
    const done = await vacuumDueTables(database.current.db);
    const titles = done.find((entry) => entry.table === 'titles');
    if (titles) return titles;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('titles never came due');
}

describe('vacuumDueTables (autovacuum’s work where none runs)', () => {
  it('analyzes a table once a tenth of it changed, and then leaves it alone', async () => {
    const before = await titleStats();
    await upsertCatalogTitles(
      database.current.db,
      Array.from({ length: 300 }, (_, i) => title(10_000 + i)),
      now,
    );
    const titles = await upkeepUntilTitlesDone();
    expect(['analyze', 'vacuum']).toContain(titles.action);
    expect((await titleStats())?.analyzes).toBeGreaterThan(before?.analyzes ?? 0);
    // The planner now knows the rows are there.
    const [size] = await queryRows<{ rows: number }>(
      database.current.db,
      sql`SELECT reltuples::int AS rows FROM pg_class WHERE oid = 'titles'::regclass`,
    );
    expect(size?.rows).toBeGreaterThanOrEqual(300);
    expect((await vacuumDueTables(database.current.db)).map((entry) => entry.table)).not.toContain('titles');
  });

  it('vacuums a table once its dead rows pass a fifth of it, and they are gone', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => 20_000 + i);
    await upsertCatalogTitles(database.current.db, ids.map(title), now);
    await upkeepUntilTitlesDone();
    const before = await titleStats();
    await deleteCatalogTitles(
      database.current.db,
      ids.map((id) => ({ type: 'movie' as const, id })),
    );
    const titles = await upkeepUntilTitlesDone();
    expect(titles.action).toBe('vacuum');
    const after = await titleStats();
    expect(after?.vacuums).toBeGreaterThan(before?.vacuums ?? 0);
    expect(after?.dead).toBe(0);
  });
  it('sweeps every table up to a size whatever its counts (PGlite forgets them when it closes)', async () => {
    const tables = async (sweepUpTo?: number) =>
      (await vacuumDueTables(database.current.db, { sweepUpTo })).map((entry) => entry.table);
    // Nothing changed in `users` here: the counts alone leave it alone…
    expect(await tables()).not.toContain('users');
    // …and the first round after a start vacuums it with every other small table.
    const swept = await tables(32 * 1024 * 1024);
    expect(swept).toEqual(expect.arrayContaining(['users', 'search_counters', 'rate_limits', 'titles']));
    // A table above the size is left to its counts.
    expect(await tables(0)).not.toContain('users');
  });
});
