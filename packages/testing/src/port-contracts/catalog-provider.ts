import type { Availability } from '@reelatlas/contracts';
import type { CatalogProvider, TitleRef } from '@reelatlas/core';
import { beforeAll, describe, expect, it } from 'vitest';

const offerKeys = (availability: Availability[]) =>
  availability.map((a) => `${a.country} ${a.provider} ${a.offerType}`).sort();

/** What a search answers once the title is read: the use case's two steps. */
async function found(catalog: CatalogProvider, ...args: Parameters<CatalogProvider['search']>) {
  const ref = await catalog.search(...args);
  const title = ref && (await catalog.getTitle(ref));
  return title ? { type: title.type, id: title.id, title: title.title, year: title.year } : null;
}

const matrix = { type: 'movie', id: 603, title: 'The Matrix', year: 1999 };
const breakingBad = { type: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 };
const breakingPoint = { type: 'movie', id: 1396, title: 'Breaking Point', year: 2009 };
const gameOfThrones = { type: 'tv', id: 1399, title: 'Game of Thrones', year: 2011 };

/**
 * The behaviour every `CatalogProvider` shares (the stored catalog, TMDb's, the memory cache in
 * front of either), run against each of them over the same titles (`contractTitles`, given to
 * `make` in the implementation's own form). A catalog that answers differently fails here.
 */
export function describeCatalogProvider(name: string, make: () => Promise<CatalogProvider>): void {
  describe(`CatalogProvider contract: ${name}`, () => {
    let catalog: CatalogProvider;
    beforeAll(async () => {
      catalog = await make();
    });

    describe('search', () => {
      it('finds a typed title, the year deciding between two of one name', async () => {
        expect(await found(catalog, { title: 'The Matrix', year: 1999 })).toEqual(matrix);
        expect((await found(catalog, { title: 'Dune', year: 2021 }))?.id).toBe(438631);
        expect((await found(catalog, { title: 'Dune', year: 1984 }))?.id).toBe(841);
      });

      it('answers null when nothing matches', async () => {
        expect(await catalog.search({ title: 'Qwzxv Plorg', year: null })).toBeNull();
      });

      it('a picked title with its type is that title, whatever the typed text says', async () => {
        const typed = { title: 'The Matrix', year: 1999 };
        expect(await found(catalog, typed, { id: 1396, type: 'tv' })).toEqual(breakingBad);
        expect(await found(catalog, typed, { id: 1396, type: 'movie' })).toEqual(breakingPoint);
      });

      it('an id without a type: the movie when a movie and a TV show share it', async () => {
        expect(await found(catalog, { title: '1396', year: null }, { id: 1396 })).toEqual(breakingPoint);
      });

      it('an id without a type: the TV show when only a TV show has it', async () => {
        expect(await found(catalog, { title: '1399', year: null }, { id: 1399 })).toEqual(gameOfThrones);
      });

      it('an id that names no title: the typed title decides, with a type or without', async () => {
        const typed = { title: 'The Matrix', year: 1999 };
        expect(await found(catalog, typed, { id: 999_999, type: 'movie' })).toEqual(matrix);
        expect(await found(catalog, typed, { id: 999_999 })).toEqual(matrix);
        expect(await found(catalog, { title: 'Qwzxv Plorg', year: null }, { id: 999_999 })).toBeNull();
      });
    });

    describe('titles', () => {
      it('reads a title with its details and offers; movie:1396 and tv:1396 are two titles', async () => {
        const show = await catalog.getTitle({ type: 'tv', id: 1396 });
        expect(show).toMatchObject({ ...breakingBad, seasons: 5 });
        expect(offerKeys(show?.availability ?? [])).toEqual(['US Netflix subscription']);
        const movie = await catalog.getTitle({ type: 'movie', id: 603 });
        expect(movie).toMatchObject({ ...matrix, seasons: null });
        expect(offerKeys(movie?.availability ?? [])).toEqual([
          'SE Netflix subscription',
          'US Apple TV rent',
          'US Netflix subscription',
        ]);
        expect((await catalog.getTitle({ type: 'movie', id: 1396 }))?.title).toBe('Breaking Point');
      });

      it('answers null for a title it does not have', async () => {
        expect(await catalog.getTitle({ type: 'movie', id: 999_998 })).toBeNull();
        expect(await catalog.getTitle({ type: 'tv', id: 603 })).toBeNull();
      });

      it('holds a title it answered: storedTitle gives the same one', async () => {
        const ref: TitleRef = { type: 'tv', id: 1399 };
        const title = await catalog.getTitle(ref);
        expect(await catalog.storedTitle(ref)).toMatchObject({ ...gameOfThrones, seasons: title?.seasons });
      });
    });

    describe('lists', () => {
      it('autocompletes a typed prefix with the titles that start with it', async () => {
        const suggestions = await catalog.autocomplete('The Matrix', 5);
        expect(suggestions.length).toBeLessThanOrEqual(5);
        expect(suggestions).toContainEqual({ ...matrix, thumbnail: null });
      });

      it('lists at most `limit` top-rated titles', async () => {
        const top = await catalog.topRated(2);
        expect(top.length).toBeGreaterThan(0);
        expect(top.length).toBeLessThanOrEqual(2);
      });

      it('names the countries and services its offers use', async () => {
        expect((await catalog.regions()).map((r) => r.code)).toEqual(expect.arrayContaining(['US', 'SE']));
        expect((await catalog.services()).map((s) => s.name)).toEqual(
          expect.arrayContaining(['Netflix', 'Apple TV']),
        );
      });
    });
  });
}
