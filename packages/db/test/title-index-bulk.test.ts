import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autocompleteFromDb } from '../src/autocomplete.ts';
import { queryRows } from '../src/rows.ts';
import { createTitleIndexStore } from '../src/title-index-store.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();

const entry = (id: number, title: string, popularity = 1) => ({
  type: 'movie' as const,
  id,
  title,
  popularity,
  adult: false,
});
const titleIndexes = async () =>
  (
    await queryRows<{ name: string }>(
      database.current.db,
      sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'titles' ORDER BY indexname`,
    )
  ).map((row) => row.name);
/** What each index is, as PostgreSQL would write it again: the rebuilt ones must equal the migrations'. */
const indexDefinitions = async () =>
  (
    await queryRows<{ definition: string }>(
      database.current.db,
      sql`SELECT indexdef AS definition FROM pg_indexes WHERE tablename = 'titles' ORDER BY indexname`,
    )
  ).map((row) => row.definition);
const disabledTriggers = async () =>
  queryRows(
    database.current.db,
    sql`SELECT tgname FROM pg_trigger WHERE tgrelid = 'titles'::regclass AND tgenabled = 'D'`,
  );
const names = async (input: string) =>
  (await autocompleteFromDb(database.current.db, input, 10)).map((row) => row.title);

describe('the first load of the title index, in bulk', () => {
  it('builds the indexes once at the end, and a load that died half-way is made whole by the next sync', async () => {
    const indexes = await titleIndexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        'titles_search_trgm',
        'titles_prefix_2',
        'titles_prefix_6',
        'titles_search_range',
      ]),
    );
    // An empty index: the first sync loads in bulk, its indexes dropped meanwhile.
    const first = createTitleIndexStore(database.current.db);
    expect(await first.begin()).toEqual({ bulk: true });
    expect(await titleIndexes()).not.toContain('titles_search_trgm');
    await first.upsert([entry(1, 'Quixotic Zephyr Tales', 5), entry(2, 'Quixotic Zephyr Tales 2', 1)]);
    // The process dies here: no finish(). The next sync finds export rows, so it is no bulk
    // load, and it rebuilds what is missing before writing anything.
    const next = createTitleIndexStore(database.current.db);
    expect(await next.begin()).toEqual({ bulk: false });
    expect(await titleIndexes()).toEqual(indexes);
    expect(await disabledTriggers()).toEqual([]);
    // title_trigrams learnt the trigrams written while its triggers were off: a typo finds them.
    expect(await names('quixotik zephyr')).toEqual(['Quixotic Zephyr Tales', 'Quixotic Zephyr Tales 2']);
    await next.finish();
  });

  it('a completed bulk load ends with every index, and later writes keep them up to date', async () => {
    await database.current.db.execute(sql`DELETE FROM titles`);
    const store = createTitleIndexStore(database.current.db);
    const definitions = await indexDefinitions();
    // Entries go straight into the trigram index: no pending list for every search to read.
    expect(definitions.find((d) => d.includes('titles_search_trgm'))).toContain('WITH (fastupdate=off)');
    expect(await store.begin()).toEqual({ bulk: true });
    await store.upsert([entry(10, 'Lanternfish Harbour', 3)]);
    await store.finish();
    expect(await indexDefinitions()).toEqual(definitions);
    expect(await disabledTriggers()).toEqual([]);
    expect(await names('lanternfish harb')).toEqual(['Lanternfish Harbour']);
    // After it, a daily sync writes through the indexes and triggers as any writer does.
    expect(await store.begin()).toEqual({ bulk: false });
    await store.upsert([entry(11, 'Lanternfish Harbour Nights', 2)]);
    await store.finish();
    expect((await names('lanternfish harbour ni'))[0]).toBe('Lanternfish Harbour Nights');
    expect(await names('lantrenfish harbour')).toContain('Lanternfish Harbour Nights');
  });
});
