import type { CatalogProvider, TitleRef, TitleWithAvailability } from '@reelatlas/core';
import { describe, expect, it } from 'vitest';
import { withCatalogCache } from '../src/catalog-cache/index.ts';

function countingCatalog() {
  const calls = {
    autocomplete: 0,
    getTitle: 0,
    storedTitle: 0,
    topRated: 0,
    search: 0,
    regions: 0,
    services: 0,
  };
  const known = new Map<string, TitleWithAvailability>();
  const inner: CatalogProvider = {
    source: 'demo',
    async autocomplete(query) {
      calls.autocomplete++;
      await new Promise((r) => setTimeout(r, 10));
      return [{ id: 1, type: 'movie', title: `match for ${query}`, year: 1999, thumbnail: null }];
    },
    async search(query) {
      calls.search++;
      return query.title === 'known' ? { type: 'movie', id: 5 } : null;
    },
    async getTitle(ref: TitleRef) {
      calls.getTitle++;
      return known.get(`${ref.type}:${ref.id}`) ?? null;
    },
    withOfferFacts: async (title) => title,
    async storedTitle(ref: TitleRef) {
      calls.storedTitle++;
      return known.get(`${ref.type}:${ref.id}`) ?? null;
    },
    async topRated() {
      calls.topRated++;
      return [];
    },
    async regions() {
      calls.regions++;
      await new Promise((r) => setTimeout(r, 10));
      return [{ code: 'SE', name: 'Sweden' }];
    },
    async services() {
      calls.services++;
      await new Promise((r) => setTimeout(r, 10));
      return [{ name: 'Netflix', countries: 90 }];
    },
  };
  return { inner, calls, known };
}

const title = (id: number): TitleWithAvailability => ({
  id,
  type: 'movie',
  title: 'T',
  year: 2000,
  thumbnail: null,
  rating: 7,
  description: '',
  trailerUrl: null,
  seasons: null,
  availability: [],
});

describe('catalog cache', () => {
  it('answers a repeated autocomplete from memory, whatever the case or accents', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    const first = await cached.autocomplete('Amélie', 10);
    expect(await cached.autocomplete('AMELIE', 10)).toEqual(first);
    expect(calls.autocomplete).toBe(1);
  });

  it('makes one upstream call for concurrent misses of the same key', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    await Promise.all(Array.from({ length: 8 }, () => cached.autocomplete('matrix', 10)));
    expect(calls.autocomplete).toBe(1);
  });

  it('does not remember a missing title, so it is found once it exists', async () => {
    const { inner, calls, known } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    expect(await cached.getTitle({ type: 'movie', id: 5 })).toBeNull();
    known.set('movie:5', title(5));
    expect(await cached.getTitle({ type: 'movie', id: 5 })).toMatchObject({ id: 5 });
    expect(await cached.getTitle({ type: 'movie', id: 5 })).toMatchObject({ id: 5 });
    expect(calls.getTitle).toBe(2);
  });

  it('answers storedTitle from memory, else from what the inner catalog stores, never via getTitle', async () => {
    const { inner, calls, known } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    expect(await cached.storedTitle({ type: 'movie', id: 5 })).toBeNull();
    known.set('movie:5', title(5));
    await cached.getTitle({ type: 'movie', id: 5 });
    expect(await cached.storedTitle({ type: 'movie', id: 5 })).toMatchObject({ id: 5 });
    expect(calls).toMatchObject({ getTitle: 1, storedTitle: 1 });
  });

  it('remembers which title a typed query found, but not a miss', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    expect(await cached.search({ title: 'known', year: 1999 })).toEqual({ type: 'movie', id: 5 });
    expect(await cached.search({ title: 'known', year: 1999 })).toEqual({ type: 'movie', id: 5 });
    expect(await cached.search({ title: 'unknown', year: null })).toBeNull();
    expect(await cached.search({ title: 'unknown', year: null })).toBeNull();
    expect(calls.search).toBe(3);
  });

  it('answers a picked title (id and type) without matching, and falls back when it does not exist', async () => {
    const { inner, calls, known } = countingCatalog();
    known.set('movie:7', title(7));
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    expect(await cached.search({ title: 'x', year: null }, { id: 7, type: 'movie' })).toEqual({
      type: 'movie',
      id: 7,
    });
    expect(calls.search).toBe(0);
    expect(await cached.search({ title: 'known', year: null }, { id: 8, type: 'movie' })).toEqual({
      type: 'movie',
      id: 5,
    });
    expect(calls.search).toBe(1);
  });

  it('peeks only at what it holds: a picked or already matched title, never asking upstream', async () => {
    const { inner, calls, known } = countingCatalog();
    known.set('movie:5', title(5));
    known.set('movie:7', title(7));
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    const typed = { title: 'known', year: null };
    expect(cached.peek(typed)).toBeUndefined();
    expect(cached.peek({ title: 'x', year: null }, { id: 7, type: 'movie' })).toBeUndefined();
    expect(calls).toMatchObject({ search: 0, getTitle: 0 });

    await cached.getTitle(await cached.search(typed).then((ref) => ref ?? { type: 'movie', id: 0 }));
    await cached.getTitle({ type: 'movie', id: 7 });
    const before = { ...calls };
    expect(cached.peek({ title: 'KNOWN', year: null })?.id).toBe(5);
    expect(cached.peek({ title: 'x', year: null }, { id: 7, type: 'movie' })?.id).toBe(7);
    // An id without a type is matched upstream by `search`: not answered from memory.
    expect(cached.peek({ title: 'x', year: null }, { id: 7 })).toBeUndefined();
    expect(calls).toEqual(before);
  });

  it('peeks at nothing once the time to live has passed', async () => {
    const { inner, known } = countingCatalog();
    known.set('movie:7', title(7));
    const cached = withCatalogCache(inner, { ttlMs: 20, maxEntries: 10 });
    await cached.getTitle({ type: 'movie', id: 7 });
    expect(cached.peek({ title: 'x', year: null }, { id: 7, type: 'movie' })).toBeDefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(cached.peek({ title: 'x', year: null }, { id: 7, type: 'movie' })).toBeUndefined();
  });

  it('asks again after the time to live', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 20, maxEntries: 10 });
    await cached.topRated(8);
    await new Promise((r) => setTimeout(r, 40));
    await cached.topRated(8);
    expect(calls.topRated).toBe(2);
  });

  it('asks the catalog for its regions once, however many callers at once', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    const answers = await Promise.all([cached.regions(), cached.regions(), cached.regions()]);
    expect(await cached.regions()).toEqual([{ code: 'SE', name: 'Sweden' }]);
    expect(answers.every((a) => a.length === 1)).toBe(true);
    expect(calls.regions).toBe(1);
  });

  it('asks the catalog for its services once, however many callers at once', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, { ttlMs: 60_000, maxEntries: 10 });
    await Promise.all([cached.services(), cached.services(), cached.services()]);
    expect(await cached.services()).toEqual([{ name: 'Netflix', countries: 90 }]);
    expect(calls.services).toBe(1);
  });
});
