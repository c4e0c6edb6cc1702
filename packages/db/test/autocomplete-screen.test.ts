import { readFileSync } from 'node:fs';
import { normalizeTitle, type TitleName } from '@reelatlas/core';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { autocompleteFromDb } from '../src/autocomplete.ts';
import {
  prepareAutocompleteScreen,
  refreshAutocompleteScreen,
  screenInput,
} from '../src/autocomplete-screen.ts';
import { type CatalogTitleInput, replaceCatalog, upsertCatalogTitles } from '../src/catalog-writer.ts';
import type { Db } from '../src/database.ts';
import { queryRows } from '../src/rows.ts';
import { createTitleIndexStore } from '../src/title-index-store.ts';
import { replaceTitleNames } from '../src/title-names.ts';

// What the screen knows titles and their names start with (title_starts, kept by triggers:
// docs/architecture.md#autocompletes-three-caches). Runs on in-memory PGlite (unit project) and on
// PostgreSQL (integration project).
const database = useMigratedDatabase();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const now = new Date('2026-11-27T00:00:00Z');

let nextId = 500_000;
const title = (name: string, names?: TitleName[]): CatalogTitleInput => ({
  type: 'movie',
  id: nextId++,
  title: name,
  year: 2001,
  rating: null,
  votes: 0,
  popularity: 5,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
  ...(names ? { names } : {}),
});
const translation = (name: string, language = 'de'): TitleName => ({
  kind: 'translation',
  name,
  language,
  country: null,
});

/** What the screen read before title_starts: starts of titles or aliases it does not hold. */
const missingStarts = async (db: Db) =>
  (
    await queryRows<{ start: string }>(
      db,
      sql`SELECT left(search_title, 4) AS start FROM titles
          UNION SELECT left(search_name, 4) FROM title_names WHERE alias
          EXCEPT SELECT start FROM title_starts`,
    )
  ).map((row) => row.start);

/** Every start of every one of `texts` (normalised as stored) the screen, read now, says nothing has. */
async function unscreened(db: Db, texts: readonly string[]): Promise<string[]> {
  await prepareAutocompleteScreen(db);
  const missed: string[] = [];
  for (const text of texts) {
    const chars = [...normalizeTitle(text)];
    for (let n = 1; n <= Math.min(chars.length, 8); n++) {
      const prefix = chars.slice(0, n).join('');
      if (screenInput(db, prefix)?.mayStart !== true) missed.push(prefix);
    }
  }
  return missed;
}

describe('what titles and their names start with, kept at write time', () => {
  it('takes in a first sync of the title index, loaded in bulk with the triggers off', async () => {
    const db = database.current.db;
    const store = createTitleIndexStore(db);
    expect((await store.begin()).bulk).toBe(true);
    await store.upsert([{ type: 'movie', id: 1, title: 'Bulkhead Qwaz', popularity: 1, adult: false }]);
    await store.finish();
    expect(await missingStarts(db)).toEqual([]);
    expect(await unscreened(db, ['Bulkhead Qwaz'])).toEqual([]);
  });

  it('takes in every writer’s titles and names: daily sync, demo build, import, refresh, names crawl, change feed', async () => {
    const db = database.current.db;
    const store = createTitleIndexStore(db);
    expect((await store.begin()).bulk).toBe(false);
    await store.upsert([{ type: 'movie', id: 2, title: 'Synced Vexq', popularity: 1, adult: false }]);
    // A renamed title starts otherwise.
    await store.upsert([{ type: 'movie', id: 1, title: 'Renamed Kwop', popularity: 1, adult: false }]);
    await store.finish();
    const written = [
      'Synced Vexq',
      'Renamed Kwop',
      'Demo Jubx',
      'Der Demo Übersetzt',
      'Imported Zolq',
      'Importiert Yxqe',
    ];
    await replaceCatalog(db, 'demo', [title('Demo Jubx', [translation('Der Demo Übersetzt')])]);
    // An import, a title fetched or refreshed, the change feed and the names crawl all write
    // through upsertCatalogTitles.
    await upsertCatalogTitles(db, [title('Imported Zolq', [translation('Importiert Yxqe')])], now);
    const fetched = title('Fetched Plov');
    await upsertCatalogTitles(db, [fetched], now);
    await db.transaction((tx) =>
      replaceTitleNames(tx, [
        { ...fetched, names: [translation('Gecrawlt Ähnq'), translation('ジョブズの冒険', 'ja')] },
      ]),
    );
    written.push('Fetched Plov', 'Gecrawlt Ähnq', 'ジョブズの冒険');
    expect(await missingStarts(db)).toEqual([]);
    expect(await unscreened(db, written)).toEqual([]);
    // A start nothing has is still ruled out.
    expect(screenInput(db, 'qqxj')?.mayStart).toBe(false);
  });

  it('fills itself from the catalog already written when migrated (migration 0030)', async () => {
    const db = database.current.db;
    const migration = readFileSync(new URL('../migrations/0030_title_starts.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.includes('INSERT INTO "title_starts"'));
    expect(backfill).toBeDefined();
    await db.execute(sql`DELETE FROM title_starts`);
    expect((await missingStarts(db)).length).toBeGreaterThan(0);
    await db.execute(sql.raw(backfill ?? ''));
    expect(await missingStarts(db)).toEqual([]);
  });

  it('finds a title and a name another instance wrote once the screen is read again, by itself', async () => {
    const db = database.current.db;
    const other = (await database.another()).db;
    await prepareAutocompleteScreen(db);
    const readAt = Date.now();
    expect(screenInput(db, 'xwvy', readAt)?.mayStart).toBe(false);
    expect(screenInput(db, 'yvwx', readAt)?.mayStart).toBe(false);
    // Past this process's writers (no journal entry), as another instance's write is.
    await other.execute(
      sql`INSERT INTO titles (type, id, title, search_title, source) VALUES ('tv', 77001, 'Xwvy', 'xwvy', 'tmdb')`,
    );
    await other.execute(
      sql`INSERT INTO title_names (title_type, title_id, kind, language, name, search_name, alias)
          VALUES ('tv', 77001, 'translation', 'de', 'Yvwx Zwei', 'yvwx zwei', true)`,
    );
    expect(screenInput(db, 'yvwx', readAt)?.mayStart).toBe(false);
    // Past its time to live: not used (the database answers), and read again in the background.
    expect(screenInput(db, 'yvwx', readAt + 6 * 60_000)).toBeNull();
    await vi.waitFor(() => expect(screenInput(db, 'yvwx')?.mayStart).toBe(true));
    expect(screenInput(db, 'xwvy')?.mayStart).toBe(true);
    expect((await autocompleteFromDb(db, 'yvwx', 10)).map((row) => row.title)).toEqual(['Xwvy']);
  });

  it('reads again only what its last reading could not see, and keeps what it had', async () => {
    const db = database.current.db;
    await prepareAutocompleteScreen(db);
    await db.execute(
      sql`INSERT INTO titles (type, id, title, search_title, source) VALUES ('tv', 77002, 'Ujqo', 'ujqo', 'tmdb')`,
    );
    // A name rewritten in place (no writer does today; a script might) is taken in too.
    await db.execute(
      sql`UPDATE title_names SET search_name = 'okzu zwei', name = 'Okzu Zwei' WHERE search_name = 'yvwx zwei'`,
    );
    await refreshAutocompleteScreen(db);
    expect(screenInput(db, 'ujqo')?.mayStart).toBe(true);
    expect(screenInput(db, 'okzu')?.mayStart).toBe(true);
    // Read in full before, not again now.
    expect(screenInput(db, 'rena')?.mayStart).toBe(true);
    expect(screenInput(db, 'qqxj')?.mayStart).toBe(false);
  });

  // One process, one session on PGlite: no write commits behind another's snapshot there.
  it.runIf(onPostgres)('takes in a write that committed after a later one it had read', async () => {
    const db = database.current.db;
    const other = (await database.another()).db;
    await prepareAutocompleteScreen(db);
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted = () => {};
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // Begun first (the older transaction id), committed last.
    const late = other.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO titles (type, id, title, search_title, source) VALUES ('tv', 77003, 'Lqtz', 'lqtz', 'tmdb')`,
      );
      inserted();
      await held;
    });
    await written;
    await db.execute(
      sql`INSERT INTO titles (type, id, title, search_title, source) VALUES ('tv', 77004, 'Eqrl', 'eqrl', 'tmdb')`,
    );
    await refreshAutocompleteScreen(db);
    expect(screenInput(db, 'eqrl')?.mayStart).toBe(true);
    expect(screenInput(db, 'lqtz')?.mayStart).toBe(false);
    commit();
    await late;
    await refreshAutocompleteScreen(db);
    expect(screenInput(db, 'lqtz')?.mayStart).toBe(true);
  });

  it('never rules out a start of a written name (random names in many scripts, hostile ones included)', async () => {
    const db = database.current.db;
    let seed = 2026;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = [
      ...'abcdefghijklmnopqrstuvwxyz0123456789',
      ...'ÄÖÜßéèçñøåłžİı',
      ...'абвгджзийклмнопрстуфхцчшщыэюя',
      ...'アイウエオカキクケコのを',
      ...'가나다라마바사아자차카타파하',
      ...'東京物語千と尋',
      ...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
      '😀',
      '🎬',
      'e\u0301',
      '\u202e',
      '\u2066',
      '\u200f',
      '\u0007',
      '\t',
      ' ',
      ' ',
      '-',
      '&',
      '.',
    ];
    // Names are capped when written (core's selectTitleNames); titles are not, and a title of
    // thousands of bytes exceeds a btree entry today: long text is tried on names only.
    const randomName = (long = false) => {
      const length =
        long && random() < 0.1 ? 300 + Math.floor(random() * 2_000) : 1 + Math.floor(random() * 24);
      return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    };
    const items: CatalogTitleInput[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 120; i++) {
      const own = randomName();
      const names = Array.from({ length: 1 + Math.floor(random() * 4) }, () => translation(randomName(true)));
      items.push(title(own, names));
      texts.push(own, ...names.map((name) => name.name));
    }
    // A few every list of hostile text has: bidi overrides and isolates, controls, the longest.
    const hostile = [
      '\u202eQvzk evil\u202c',
      '\u2067Ywqb\u2069 isolated',
      'Ctrl\u0001\u0002\u001f Kxzv',
      `Wqzy ${'long '.repeat(2_000)}`,
      '\ufeffBom Jxvq',
    ];
    items.push(
      title(
        'Hostile Names Host',
        hostile.map((name) => translation(name)),
      ),
    );
    texts.push(...hostile);
    await upsertCatalogTitles(db, items, now);
    expect(await missingStarts(db)).toEqual([]);
    // The names as stored (cleaned, capped): their own starts are what an input can begin with.
    const stored = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM title_names WHERE title_id >= ${items[0]?.id ?? 0}`,
    );
    expect(stored.length).toBeGreaterThan(items.length);
    expect(await unscreened(db, [...texts, ...stored.map((row) => row.name)])).toEqual([]);
    // As today, the hostile names are found by what they start with once cleaned.
    for (const input of ['qvzk', 'ywqb', 'ctrl', 'wqzy long', 'bom jx'])
      expect((await autocompleteFromDb(db, input, 10)).map((row) => row.title)).toContain(
        'Hostile Names Host',
      );
  });
});
