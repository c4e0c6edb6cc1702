import type { ListEntryRecord, ListStore } from '@reelatlas/core';
import { describe, expect, it } from 'vitest';

/** A `ListStore` and a way to make a user whose lists it keeps. */
export interface ListStoreSubject {
  store: ListStore;
  newUser(): Promise<string>;
}

const entry = (id: number, type: 'movie' | 'tv' = 'movie'): Omit<ListEntryRecord, 'addedAt'> => ({
  id,
  type,
  title: `Title ${type} ${id}`,
  year: 2000,
  thumbnail: null,
});
const refs = (entries: ListEntryRecord[]) => entries.map((e) => `${e.type}:${e.id}`);

/** The behaviour every `ListStore` shares, for add-to-list, list-entries and remove-from-list. */
export function describeListStore(name: string, make: () => Promise<ListStoreSubject>): void {
  describe(`ListStore contract: ${name}`, () => {
    it('adds a title once ("exists" the second time, with the stored entry)', async () => {
      const { store, newUser } = await make();
      const user = await newUser();
      const first = await store.add(user, 'watchlist', entry(603), 10);
      expect(first).toEqual({ result: 'added', entry: { ...entry(603), addedAt: expect.any(Date) } });
      const again = await store.add(user, 'watchlist', { ...entry(603), title: 'Renamed' }, 10);
      expect(again).toEqual({ result: 'exists', entry: first.result === 'full' ? undefined : first.entry });
    });

    it('keeps movie:1399 and tv:1399 apart', async () => {
      const { store, newUser } = await make();
      const user = await newUser();
      await store.add(user, 'watchlist', entry(1399, 'movie'), 10);
      expect((await store.add(user, 'watchlist', entry(1399, 'tv'), 10)).result).toBe('added');
      expect(refs(await store.entries(user, 'watchlist')).sort()).toEqual(['movie:1399', 'tv:1399']);
    });

    it("is full at the limit, counting only this user's entries of this list", async () => {
      const { store, newUser } = await make();
      const [user, other] = [await newUser(), await newUser()];
      await store.add(other, 'watchlist', entry(9), 2);
      await store.add(user, 'watched', entry(9), 2);
      for (const id of [1, 2])
        expect((await store.add(user, 'watchlist', entry(id), 2)).result).toBe('added');
      expect(await store.add(user, 'watchlist', entry(3), 2)).toEqual({ result: 'full' });
      expect((await store.add(user, 'watchlist', entry(1), 2)).result).toBe('exists');
    });

    it('lists one list of one user, newest first', async () => {
      const { store, newUser } = await make();
      const user = await newUser();
      for (const id of [10, 11, 12]) {
        await store.add(user, 'watchlist', entry(id), 10);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await store.add(user, 'watched', entry(13), 10);
      expect(refs(await store.entries(user, 'watchlist'))).toEqual(['movie:12', 'movie:11', 'movie:10']);
      expect(refs(await store.entries(user, 'watched'))).toEqual(['movie:13']);
    });

    it('removes exactly the named entry, and says whether there was one', async () => {
      const { store, newUser } = await make();
      const user = await newUser();
      await store.add(user, 'watchlist', entry(1399, 'tv'), 10);
      await store.add(user, 'watchlist', entry(1399, 'movie'), 10);
      expect(await store.remove(user, 'watchlist', { id: 1399, type: 'tv' })).toBe(true);
      expect(await store.remove(user, 'watchlist', { id: 1399, type: 'tv' })).toBe(false);
      expect(refs(await store.entries(user, 'watchlist'))).toEqual(['movie:1399']);
    });
  });
}
