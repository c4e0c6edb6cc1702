// The list store as the lists API relies on it (docs/product-rules.md#lists, docs/testing.md#what-the-suites-check): an add answers added, already
// there, or full; the limit counts only this user's entries of this list; a title is its type
// and id. On PGlite and on PostgreSQL (the integration project), where concurrent adds from two
// connection pools must not pass the limit: that is what the user-row lock is for.
import type { ListEntryRecord } from '@reelatlas/core';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/auth-schema.ts';
import { createListStore } from '../src/list-store.ts';

const testDatabase = useMigratedDatabase();
let seq = 0;
// Made inside each test, so mutation testing links the store's code to the tests that run it.
let store: ReturnType<typeof createListStore>;
beforeEach(() => {
  store = createListStore(testDatabase.current.db);
});

/** A user row of its own (the store's entries belong to a user). */
async function newUser(): Promise<string> {
  const id = `list-user-${++seq}`;
  await testDatabase.current.db
    .insert(users)
    .values({ id, name: id, email: `${id}@example.test`, username: id });
  return id;
}

const title = (id: number, type: 'movie' | 'tv' = 'movie'): Omit<ListEntryRecord, 'addedAt'> => ({
  id,
  type,
  title: `Title ${type} ${id}`,
  year: 1990 + (id % 30),
  thumbnail: id % 2 ? `https://image.test/${id}.jpg` : null,
});

const refs = (entries: ListEntryRecord[]) => entries.map((entry) => `${entry.type}:${entry.id}`);

describe('list store: add', () => {
  it('adds a title and answers it as stored', async () => {
    const user = await newUser();
    const outcome = await store.add(user, 'watchlist', title(603), 10);
    expect(outcome).toEqual({
      result: 'added',
      entry: { ...title(603), addedAt: expect.any(Date) },
    });
    expect(await store.entries(user, 'watchlist')).toEqual([{ ...title(603), addedAt: expect.any(Date) }]);
  });

  it('a title already on the list is "exists" with the stored entry, and is not added twice', async () => {
    const user = await newUser();
    const [stored] = [await store.add(user, 'watchlist', title(603), 10)].map((first) =>
      first.result === 'full' ? undefined : first.entry,
    );
    const again = await store.add(user, 'watchlist', { ...title(603), title: 'Renamed' }, 10);
    expect(again).toEqual({ result: 'exists', entry: stored });
    expect(await store.entries(user, 'watchlist')).toHaveLength(1);
  });

  it('movie:1399 and tv:1399 are two titles', async () => {
    const user = await newUser();
    expect((await store.add(user, 'watchlist', title(1399, 'movie'), 10)).result).toBe('added');
    expect((await store.add(user, 'watchlist', title(1399, 'tv'), 10)).result).toBe('added');
    expect(refs(await store.entries(user, 'watchlist')).sort()).toEqual(['movie:1399', 'tv:1399']);
  });

  it('refuses the add past the limit (full), adds up to it', async () => {
    const user = await newUser();
    for (const id of [1, 2]) expect((await store.add(user, 'watched', title(id), 3)).result).toBe('added');
    expect((await store.add(user, 'watched', title(3), 3)).result).toBe('added');
    expect(await store.add(user, 'watched', title(4), 3)).toEqual({ result: 'full' });
    expect(refs(await store.entries(user, 'watched')).sort()).toEqual(['movie:1', 'movie:2', 'movie:3']);
  });

  it('a title already on a full list is still "exists" (not "full")', async () => {
    const user = await newUser();
    await store.add(user, 'watchlist', title(1), 1);
    expect((await store.add(user, 'watchlist', title(1), 1)).result).toBe('exists');
  });

  it("the limit counts only this user's entries of this list", async () => {
    const user = await newUser();
    const other = await newUser();
    await store.add(other, 'watchlist', title(1), 2);
    await store.add(other, 'watchlist', title(2), 2);
    await store.add(user, 'watched', title(1), 2);
    await store.add(user, 'watched', title(2), 2);
    expect((await store.add(user, 'watchlist', title(1), 2)).result).toBe('added');
    expect((await store.add(user, 'watchlist', title(2), 2)).result).toBe('added');
    expect((await store.add(user, 'watchlist', title(3), 2)).result).toBe('full');
  });

  it("the same title on the other list, or on another user's list, is a new entry", async () => {
    const user = await newUser();
    const other = await newUser();
    await store.add(user, 'watchlist', title(7), 5);
    expect((await store.add(user, 'watched', title(7), 5)).result).toBe('added');
    expect((await store.add(other, 'watchlist', title(7), 5)).result).toBe('added');
  });
});

describe('list store: entries and remove', () => {
  it("lists one user's one list, newest first", async () => {
    const user = await newUser();
    const other = await newUser();
    for (const id of [10, 11, 12]) await store.add(user, 'watchlist', title(id), 10);
    await store.add(user, 'watched', title(13), 10);
    await store.add(other, 'watchlist', title(14), 10);
    expect(refs(await store.entries(user, 'watchlist'))).toEqual(['movie:12', 'movie:11', 'movie:10']);
    expect(refs(await store.entries(user, 'watched'))).toEqual(['movie:13']);
  });

  it('removes exactly the named entry, and says whether there was one', async () => {
    const user = await newUser();
    const other = await newUser();
    await store.add(user, 'watchlist', title(1399, 'movie'), 10);
    await store.add(user, 'watchlist', title(1399, 'tv'), 10);
    await store.add(user, 'watched', title(1399, 'tv'), 10);
    await store.add(other, 'watchlist', title(1399, 'tv'), 10);

    expect(await store.remove(user, 'watchlist', { id: 1399, type: 'tv' })).toBe(true);
    expect(await store.remove(user, 'watchlist', { id: 1399, type: 'tv' })).toBe(false);
    expect(refs(await store.entries(user, 'watchlist'))).toEqual(['movie:1399']);
    expect(refs(await store.entries(user, 'watched'))).toEqual(['tv:1399']);
    expect(refs(await store.entries(other, 'watchlist'))).toEqual(['tv:1399']);
  });
});

describe('list store: concurrent adds', () => {
  it('never passes the limit, whatever adds of one user run at once on two connection pools', async () => {
    const user = await newUser();
    const stores = [store, createListStore((await testDatabase.another()).db)];
    const limit = 5;
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) => stores[i % 2]?.add(user, 'watchlist', title(100 + i), limit)),
    );
    expect(outcomes.filter((outcome) => outcome?.result === 'added')).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome?.result === 'full')).toHaveLength(24 - limit);
    expect(await store.entries(user, 'watchlist')).toHaveLength(limit);
  });
});
