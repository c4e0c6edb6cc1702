import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { afterEach, describe, expect, it } from 'vitest';
import { onCatalogChange } from '../src/catalog-changes.ts';
import { type CatalogTitleInput, upsertCatalogTitles } from '../src/catalog-writer.ts';
import { catalogWriteRow, createCatalogWritesReader } from '../src/catalog-writes.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();
const heard: (readonly string[] | null)[] = [];
let stop = () => {};
afterEach(() => stop());

const film = (id: number, title: string): CatalogTitleInput => ({
  type: 'movie',
  id,
  title,
  year: 2001,
  rating: null,
  votes: 0,
  popularity: 1,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
});

describe('catalog_writes', () => {
  it('a reader takes in each committed write once, with its names; its first reading only marks what is there', async () => {
    const db = database.current.db;
    await upsertCatalogTitles(db, [film(1, 'Old Film')], new Date());
    const reader = createCatalogWritesReader(db);
    expect(await reader.read()).toBe(0);
    stop = onCatalogChange((added) => heard.push(added));
    await upsertCatalogTitles(
      db,
      [
        {
          ...film(2, 'Spirited Away'),
          names: [{ kind: 'translation', name: 'El viaje de Chihiro', language: 'es', country: 'ES' }],
        },
      ],
      new Date(),
    );
    heard.length = 0;
    expect(await reader.read()).toBe(1);
    expect(heard).toEqual([['spirited away', 'el viaje de chihiro']]);
    expect(await reader.read()).toBe(0);
    // A bulk write names nothing: memory is read again.
    await db.execute(catalogWriteRow(null));
    heard.length = 0;
    expect(await reader.read()).toBe(1);
    expect(heard).toEqual([null]);
  });
});
