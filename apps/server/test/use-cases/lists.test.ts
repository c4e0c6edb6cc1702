// Core's list use cases (docs/product-rules.md#lists) on the list store and the demo catalog in the database: who
// may add, what is stored (the catalog's own title, year and poster), "already added", the
// list's limit with its text, removing, and reading one's own list. The API tests
// (lists.test.ts) prove the same over HTTP; these run per mutant in mutation testing.
import { LIST_LIMITS, listMessages } from '@reelatlas/contracts';
import { addToList, listEntries, removeFromList } from '@reelatlas/core';
import { createDbCatalog, createListStore, replaceCatalog, schema } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './use-case-helpers.ts';

const testDatabase = useMigratedDatabase();

const title = (type: 'movie' | 'tv', id: number, name: string, year: number, thumbnail: string | null) => ({
  type,
  id,
  title: name,
  year,
  thumbnail,
  rating: 7,
  votes: 100,
  popularity: 1,
  description: '',
  trailerUrl: null,
  seasons: type === 'tv' ? 1 : null,
  availability: [],
});

beforeAll(async () => {
  await replaceCatalog(testDatabase.current.db, 'demo', [
    title('movie', 603, 'The Matrix', 1999, 'https://image.test/603.jpg'),
    title('tv', 603, 'A Show Called 603', 2020, null),
    title('movie', 604, 'The Matrix Reloaded', 2003, null),
  ]);
});

/** The lists API's dependencies on the test database, made in each test: mutation testing links code to the tests that run it. */
const deps = () => ({
  lists: createListStore(testDatabase.current.db),
  catalog: createDbCatalog(testDatabase.current.db, 'demo'),
});

let seq = 0;
/** A signed-in user of their own, verified unless said otherwise. */
async function newUser(emailVerified = true) {
  const id = `list-rules-${++seq}`;
  await testDatabase.current.db
    .insert(schema.users)
    .values({ id, name: id, email: `${id}@example.test`, username: id, emailVerified });
  return { id, emailVerified };
}

const MATRIX = { type: 'movie', id: 603 } as const;

describe('adding to a list', () => {
  it("stores the catalog's title, year and poster, newest first, and answers it", async () => {
    const user = await newUser();
    const added = await addToList(deps(), user, 'watchlist', MATRIX);
    expect(added).toEqual({
      entry: {
        type: 'movie',
        id: 603,
        title: 'The Matrix',
        year: 1999,
        thumbnail: 'https://image.test/603.jpg',
        addedAt: expect.any(Date),
      },
      alreadyAdded: false,
    });
    await addToList(deps(), user, 'watchlist', { type: 'tv', id: 603 });
    expect((await listEntries(deps().lists, user, 'watchlist')).map((e) => `${e.type}:${e.title}`)).toEqual([
      'tv:A Show Called 603',
      'movie:The Matrix',
    ]);
    expect(await listEntries(deps().lists, user, 'watched')).toEqual([]);
  });

  it('a title already on the list is "already added", with the stored entry, not added twice', async () => {
    const user = await newUser();
    const first = await addToList(deps(), user, 'watched', MATRIX);
    const again = await addToList(deps(), user, 'watched', MATRIX);
    expect(again).toEqual({ entry: first.entry, alreadyAdded: true });
    expect(await listEntries(deps().lists, user, 'watched')).toHaveLength(1);
  });

  it("refuses a signed-out caller, an unverified e-mail (with the list's text) and an unknown title", async () => {
    expect(await refusal(addToList(deps(), null, 'watchlist', MATRIX))).toEqual({
      code: 'unauthorized',
      message: expect.any(String),
    });
    const unverified = await newUser(false);
    for (const list of ['watchlist', 'watched'] as const) {
      expect(await refusal(addToList(deps(), unverified, list, MATRIX))).toEqual({
        code: 'email_not_verified',
        message: listMessages.notVerified[list],
      });
    }
    expect(await listEntries(deps().lists, unverified, 'watchlist')).toEqual([]);
    const user = await newUser();
    expect(await refusal(addToList(deps(), user, 'watchlist', { type: 'tv', id: 604 }))).toMatchObject({
      code: 'not_found',
    });
    expect(await listEntries(deps().lists, user, 'watchlist')).toEqual([]);
  });

  it("refuses a title past the list's limit with the list's text; the other list is not affected", async () => {
    const user = await newUser();
    // The watchlist filled to its limit with other titles.
    await testDatabase.current.db.execute(sql`
      INSERT INTO list_entries (user_id, list, title_type, title_id, title)
      SELECT ${user.id}, 'watchlist', 'movie', 10000 + g, 'Filler ' || g
      FROM generate_series(1, ${LIST_LIMITS.watchlist}) AS g`);
    expect(await refusal(addToList(deps(), user, 'watchlist', MATRIX))).toEqual({
      code: 'list_full',
      message: listMessages.full.watchlist,
    });
    expect(await listEntries(deps().lists, user, 'watchlist')).toHaveLength(LIST_LIMITS.watchlist);
    expect((await addToList(deps(), user, 'watched', MATRIX)).alreadyAdded).toBe(false);
  });
});

describe('removing from a list and reading it', () => {
  it('removes a title (removed: true); removing what is not there is removed: false', async () => {
    const user = await newUser();
    await addToList(deps(), user, 'watchlist', MATRIX);
    await addToList(deps(), user, 'watchlist', { type: 'movie', id: 604 });
    expect(await removeFromList(deps().lists, user, 'watchlist', MATRIX)).toEqual({ removed: true });
    expect(await removeFromList(deps().lists, user, 'watchlist', MATRIX)).toEqual({ removed: false });
    expect((await listEntries(deps().lists, user, 'watchlist')).map((e) => e.id)).toEqual([604]);
  });

  it('refuses a signed-out caller; a user reads only their own list', async () => {
    expect(await refusal(removeFromList(deps().lists, null, 'watchlist', MATRIX))).toMatchObject({
      code: 'unauthorized',
    });
    expect(await refusal(listEntries(deps().lists, null, 'watched'))).toMatchObject({ code: 'unauthorized' });
    const owner = await newUser();
    const other = await newUser();
    await addToList(deps(), owner, 'watched', MATRIX);
    expect(await listEntries(deps().lists, other, 'watched')).toEqual([]);
    expect(await removeFromList(deps().lists, other, 'watched', MATRIX)).toEqual({ removed: false });
    expect(await listEntries(deps().lists, owner, 'watched')).toHaveLength(1);
  });
});
