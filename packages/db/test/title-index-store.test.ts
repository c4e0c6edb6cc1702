import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autocompleteFromDb } from '../src/autocomplete.ts';
import { createCallBudgetStore } from '../src/call-budget-store.ts';
import { getTitleFromDb } from '../src/catalog-store.ts';
import { upsertCatalogTitles } from '../src/catalog-writer.ts';
import { findExactTitle } from '../src/exact-title.ts';
import { queryRows } from '../src/rows.ts';
import { createTitleIndexStore } from '../src/title-index-store.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();
const now = new Date('2026-11-23T09:00:00Z');

const entry = (id: number, title: string, popularity = 1, adult = false, type: 'movie' | 'tv' = 'movie') => ({
  type,
  id,
  title,
  popularity,
  adult,
});
const names = async (input: string) =>
  (await autocompleteFromDb(database.current.db, input, 10)).map((row) => row.title);
const row = async (type: string, id: number) =>
  (
    await queryRows<{ title: string; popularity: number; source: string; adult: boolean }>(
      database.current.db,
      sql`SELECT title, popularity, source, adult FROM titles WHERE type = ${type} AND id = ${id}`,
    )
  )[0];

describe('the title index from TMDb exports', () => {
  it('inserts ids, and updates only what changed', async () => {
    const store = createTitleIndexStore(database.current.db);
    expect(
      await store.upsert([entry(1, 'Blondie', 2.4), entry(2, 'Kvinnan', 0.6), entry(1, 'Blondie', 2.5)]),
    ).toEqual({
      written: 2,
    });
    expect(await row('movie', 1)).toEqual({
      title: 'Blondie',
      popularity: 2.5,
      source: 'index',
      adult: false,
    });
    expect(await store.upsert([entry(1, 'Blondie', 2.5), entry(2, 'Kvinnan', 0.9)])).toEqual({ written: 1 });
    expect((await row('movie', 2))?.popularity).toBeCloseTo(0.9);
    // Movie and TV ids are separate sequences.
    await store.upsert([entry(1, 'Blondie the Series', 3, false, 'tv')]);
    expect(await names('blondie')).toEqual(['Blondie the Series', 'Blondie']);
  });

  it('never touches a title whose details were fetched', async () => {
    const db = database.current.db;
    await upsertCatalogTitles(
      db,
      [
        {
          type: 'movie',
          id: 603,
          title: 'The Matrix',
          year: 1999,
          rating: 8.2,
          votes: 25000,
          popularity: 88,
          description: 'A hacker.',
          thumbnail: null,
          trailerUrl: null,
          seasons: null,
          availability: [],
        },
      ],
      now,
    );
    const store = createTitleIndexStore(db);
    expect(await store.upsert([entry(603, 'Matrix (original)', 1)])).toEqual({ written: 0 });
    expect(await row('movie', 603)).toEqual({
      title: 'The Matrix',
      popularity: 88,
      source: 'tmdb',
      adult: false,
    });
    // … and does not remove it either, even when it left the export.
    await store.remove('movie', (await store.absentIds('movie', () => false)).absent);
    expect(await row('movie', 603)).toBeDefined();
    expect((await getTitleFromDb(db, { type: 'movie', id: 603 }))?.description).toBe('A hacker.');
  });

  it('has no details for a title known only from the export', async () => {
    await createTitleIndexStore(database.current.db).upsert([entry(77, 'Only Indexed', 1)]);
    expect(await getTitleFromDb(database.current.db, { type: 'movie', id: 77 })).toBeNull();
    expect(await findExactTitle(database.current.db, 'ONLY indexed', null)).toEqual({
      type: 'movie',
      id: 77,
    });
  });

  it('keeps adult titles out of autocomplete and search', async () => {
    const store = createTitleIndexStore(database.current.db);
    await store.upsert([entry(900, 'Velvetine Nights', 50, true), entry(901, 'Velvetine Days', 1)]);
    expect(await names('velvetine')).toEqual(['Velvetine Days']);
    expect(await names('velvetine nihgts')).not.toContain('Velvetine Nights');
    expect(await findExactTitle(database.current.db, 'Velvetine Nights', null)).toBeNull();
  });

  it('removes ids that left the export, unless they are in a list', async () => {
    const db = database.current.db;
    const store = createTitleIndexStore(db);
    await store.upsert([
      entry(300_001, 'Gone Soon', 1),
      entry(300_002, 'Listed Gone', 1),
      entry(300_003, 'Stays', 1),
    ]);
    await db.execute(
      sql`INSERT INTO users (id, name, email, username) VALUES ('u1', 'U', 'u@example.com', 'u')`,
    );
    await db.execute(
      sql`INSERT INTO list_entries (user_id, list, title_type, title_id, title) VALUES ('u1', 'watchlist', 'movie', 300002, 'Listed Gone')`,
    );
    const keep = new Set([1, 2, 77, 900, 901, 300_003]);
    const { indexed, absent } = await store.absentIds('movie', (id) => keep.has(id));
    expect({ indexed, absent: absent.sort() }).toEqual({ indexed: 6, absent: [300_001, 300_002] });
    expect(await store.remove('movie', absent)).toBe(1);
    expect(await row('movie', 300_001)).toBeUndefined();
    expect(await row('movie', 300_002)).toBeDefined();
    expect(await row('movie', 300_003)).toBeDefined();
    expect(await row('tv', 1)).toBeDefined();
    expect(await names('gone soon')).not.toContain('Gone Soon');
  });
});

describe('the call budget', () => {
  it('counts a call only while the window holds fewer than max', async () => {
    const budget = createCallBudgetStore(database.current.db);
    const at = new Date('2026-11-23T10:00:00.100Z');
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await budget.takeIfBelow('tmdb:test', 1, 3, at));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(await budget.takeIfBelow('tmdb:test', 1, 3, new Date('2026-11-23T10:00:01.000Z'))).toBe(true);
  });
});
