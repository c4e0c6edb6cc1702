import type { Availability } from '@reelatlas/contracts';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { availabilityChanges } from '../src/alerts-schema.ts';
import { deleteCatalogTitles, replaceCatalog, upsertCatalogTitles } from '../src/catalog-writer.ts';
import { titles } from '../src/schema.ts';
import { createTitleIndexStore } from '../src/title-index-store.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();
const now = new Date('2026-11-23T09:00:00Z');

const offer = (country: string, provider: string, offerType: Availability['offerType'] = 'subscription') => ({
  country,
  provider,
  offerType,
  link: null,
  price: null,
});
const title = (id: number, availability: Availability[]) => ({
  type: 'movie' as const,
  id,
  title: `Title ${id}`,
  year: 2000,
  rating: 7,
  votes: 10,
  popularity: 1,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability,
});
const changesOf = async (id: number) =>
  (
    await database.current.db
      .select()
      .from(availabilityChanges)
      .where(eq(availabilityChanges.titleId, id))
      .orderBy(asc(availabilityChanges.change), asc(availabilityChanges.country))
  ).map((row) => `${row.change} ${row.country} ${row.provider} ${row.offerType}`);

describe('availability change history', () => {
  it('records nothing for a title seen the first time, then each offer that came or went', async () => {
    const db = database.current.db;
    await upsertCatalogTitles(db, [title(9001, [offer('SE', 'Netflix'), offer('US', 'Max')])], now);
    expect(await changesOf(9001)).toEqual([]);
    // Link and price changes are not news; an offer type switch is one removed, one added.
    await upsertCatalogTitles(
      db,
      [
        title(9001, [
          { ...offer('SE', 'Netflix'), link: 'https://x.test' },
          offer('US', 'Max', 'rent'),
          offer('JP', 'Netflix'),
        ]),
      ],
      now,
    );
    expect(await changesOf(9001)).toEqual([
      'added JP Netflix subscription',
      'added US Max rent',
      'removed US Max subscription',
    ]);
  });

  it('compares a demo title rewritten by an import, and a details fetch of a bare index row records nothing', async () => {
    const db = database.current.db;
    await replaceCatalog(db, 'demo', [title(9002, [offer('FR', 'Canal+')])]);
    expect(await changesOf(9002)).toEqual([]);
    await upsertCatalogTitles(db, [title(9002, [offer('FR', 'Canal+'), offer('FR', 'Netflix')])], now);
    expect(await changesOf(9002)).toEqual(['added FR Netflix subscription']);

    await createTitleIndexStore(db).upsert([
      { type: 'movie', id: 9003, title: 'Indexed only', popularity: 1, adult: false },
    ]);
    await upsertCatalogTitles(db, [title(9003, [offer('SE', 'Netflix')])], now);
    expect(await changesOf(9003)).toEqual([]);
    await deleteCatalogTitles(db, [{ type: 'movie', id: 9003 }]);
    expect(await changesOf(9003)).toEqual([]);
  });

  it('records one change when two saves of the same title race (the second compares with the first)', async () => {
    const db = database.current.db;
    await upsertCatalogTitles(db, [title(9004, [offer('SE', 'Netflix')])], now);
    const next = title(9004, [offer('SE', 'Netflix'), offer('DE', 'Netflix')]);
    await Promise.all(Array.from({ length: 6 }, () => upsertCatalogTitles(db, [next], now)));
    expect(await changesOf(9004)).toEqual(['added DE Netflix subscription']);
  });
  it('writes, rewrites and removes a batch as large as an import’s (500 titles) in one call', async () => {
    // A list of 500 row constructors broke PGlite's COMMIT (issue found while adding table upkeep).
    const db = database.current.db;
    const ids = Array.from({ length: 500 }, (_, i) => 30_000 + i);
    await upsertCatalogTitles(
      db,
      ids.map((id) => title(id, [offer('SE', 'Netflix')])),
      now,
    );
    await upsertCatalogTitles(
      db,
      ids.map((id) => title(id, [offer('SE', 'Netflix'), offer('NO', 'Max')])),
      now,
    );
    expect(await changesOf(30_000)).toEqual(['added NO Max subscription']);
    expect(await changesOf(30_499)).toEqual(['added NO Max subscription']);
    await deleteCatalogTitles(
      db,
      ids.map((id) => ({ type: 'movie' as const, id })),
    );
    const left = await db.select().from(titles).where(inArray(titles.id, ids));
    expect(left).toEqual([]);
  });
});
