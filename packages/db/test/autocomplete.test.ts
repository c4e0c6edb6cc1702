import { AUTOCOMPLETE_BUSY_MESSAGE } from '@reelatlas/contracts';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { asciiTrigrams } from '../src/ascii-trigrams.ts';
import { AUTOCOMPLETE_CONCURRENT_QUERIES, autocompleteFromDb } from '../src/autocomplete.ts';
import { prepareAutocompleteScreen, screenInput } from '../src/autocomplete-screen.ts';
import {
  type CatalogTitleInput,
  deleteCatalogTitles,
  replaceCatalog,
  upsertCatalogTitles,
} from '../src/catalog-writer.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();
const now = new Date('2026-11-22T00:00:00Z');

let nextId = 1;
const title = (name: string, popularity: number, type: 'movie' | 'tv' = 'movie'): CatalogTitleInput => ({
  type,
  id: nextId++,
  title: name,
  year: 2000,
  rating: null,
  votes: 0,
  popularity,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
});

const names = async (input: string) =>
  (await autocompleteFromDb(database.current.db, input, 10)).map((row) => row.title);

/** The catalog every ranking test reads: the demo source, replaced as the demo build does. */
const catalog = [
  title('The Matrix', 950),
  title('The Matrix Reloaded', 340),
  title('Matrimony', 1),
  title('The Godfather', 900),
  title('The Dark Knight', 50),
  title('The Darkness', 400),
  title('Amélie', 800),
  title('Star Wars', 700),
  title('Starfish', 900),
  title('100% Love', 20),
  title('Back_slash \\ Story', 5),
  // More than ten titles starting with "ma", so a 2-letter input is answered by prefixes alone.
  ...Array.from({ length: 12 }, (_, i) => title(`Mango Days ${i + 1}`, 100 + i)),
];

describe('autocompleteFromDb', () => {
  it('ranks a title starting with the input before a more popular one containing it', async () => {
    await replaceCatalog(database.current.db, 'demo', catalog);
    expect((await names('matr')).slice(0, 3)).toEqual(['Matrimony', 'The Matrix', 'The Matrix Reloaded']);
  });

  it('ranks a title whose word ends where the input ends first, then by popularity', async () => {
    expect((await names('the dark')).slice(0, 2)).toEqual(['The Dark Knight', 'The Darkness']);
    expect((await names('star')).slice(0, 2)).toEqual(['Star Wars', 'Starfish']);
    expect((await names('the')).slice(0, 4)).toEqual([
      'The Matrix',
      'The Godfather',
      'The Darkness',
      'The Matrix Reloaded',
    ]);
  });

  it('finds typos and ignores accents and case', async () => {
    expect(await names('matirx')).toContain('The Matrix');
    expect((await names('godfathr'))[0]).toBe('The Godfather');
    expect((await names('amelie'))[0]).toBe('Amélie');
    expect((await names('AMÉL'))[0]).toBe('Amélie');
  });

  it('answers a 2-character input with the ten most popular titles starting with it', async () => {
    expect(await names('ma')).toEqual(Array.from({ length: 10 }, (_, i) => `Mango Days ${12 - i}`));
    expect(await names('st')).toEqual(['Starfish', 'Star Wars', 'Back_slash \\ Story']);
  });

  it('reads a long input (past the indexed prefixes) the same way', async () => {
    expect((await names('mango days 1'))[0]).toBe('Mango Days 1');
    expect((await names('mango days 1')).slice(1, 4)).toEqual([
      'Mango Days 12',
      'Mango Days 11',
      'Mango Days 10',
    ]);
  });

  it('treats LIKE metacharacters as text, not wildcards', async () => {
    for (const input of ['%', '%%', '_', '__', '\\', '\\\\', '%_\\']) expect(await names(input)).toEqual([]);
    expect((await names('100%'))[0]).toBe('100% Love');
    // "1_0" would match "100% Love" if the underscore were a wildcard.
    expect(await names('1_0')).not.toContain('100% Love');
    expect((await names('back_slash \\'))[0]).toBe('Back_slash \\ Story');
  });

  it('follows titles added, renamed and removed by TMDb cache writes and imports', async () => {
    const db = database.current.db;
    const added = title('Matrix Origins', 0.5);
    await upsertCatalogTitles(db, [added], now);
    expect((await names('matri')).slice(0, 2)).toEqual(['Matrimony', 'Matrix Origins']);

    await upsertCatalogTitles(db, [{ ...added, popularity: 5000 }], now);
    expect((await names('matri')).slice(0, 2)).toEqual(['Matrix Origins', 'Matrimony']);

    await upsertCatalogTitles(db, [{ ...added, title: 'Origins of the Matrix' }], now);
    expect(await names('matri')).not.toContain('Matrix Origins');
    expect(await names('origins')).toEqual(['Origins of the Matrix']);

    await deleteCatalogTitles(db, [{ type: added.type, id: added.id }]);
    expect(await names('origins')).toEqual([]);
  });

  it('follows a rebuilt demo catalog', async () => {
    const db = database.current.db;
    await replaceCatalog(db, 'demo', [title('Mars Attacks', 3)]);
    expect(await names('ma')).toEqual(['Mars Attacks']);
    expect(await names('matrim')).toEqual([]);
    await replaceCatalog(db, 'demo', []);
    expect(await names('ma')).toEqual([]);
  });
});

/** The literal text of a drizzle `sql` template (parameters left out). */
function sqlText(query: unknown): string {
  const chunks = (query as { queryChunks?: unknown[] } | undefined)?.queryChunks ?? [];
  return chunks
    .map((chunk) =>
      Array.isArray((chunk as { value?: unknown }).value)
        ? (chunk as { value: string[] }).value.join('')
        : sqlText(chunk),
    )
    .join('');
}

const dialect = new PgDialect();

/** The database handle, counting the statements and transactions sent through it. */
function countingDb() {
  const db = database.current.db;
  const counter = { statements: 0, sql: [] as string[], params: [] as unknown[][] };
  const counted = new Proxy(db, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (name !== 'execute' && name !== 'transaction') return value;
      return (...args: unknown[]) => {
        counter.statements++;
        counter.sql.push(sqlText(args[0]));
        counter.params.push(name === 'execute' ? dialect.sqlToQuery(args[0] as SQL).params : []);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, counter };
}

/** The loose pass as the database ranks it, for comparison. */
async function looseBySql(input: string): Promise<string[]> {
  const rows = (await database.current.db.execute(
    sql`SELECT title FROM titles WHERE NOT adult AND word_similarity(${input}, search_title) >= 0.4
        ORDER BY word_similarity(${input}, search_title) DESC, popularity DESC, id LIMIT 10`,
  )) as unknown as { rows: { title: string }[] };
  return rows.rows.map((row) => row.title);
}

describe('autocompleteFromDb for inputs that match nothing (docs/architecture.md#autocompletes-three-caches)', () => {
  it('answers a second ask of an input that matched nothing without any query', async () => {
    await replaceCatalog(database.current.db, 'demo', catalog);
    const { db, counter } = countingDb();
    expect(await autocompleteFromDb(db, 'Qwxzy Vbn', 10)).toEqual([]);
    expect(counter.statements).toBeGreaterThan(0);
    counter.statements = 0;
    // The same input as normalised: case, accents and punctuation aside.
    expect(await autocompleteFromDb(db, 'qwxzy-vbn ', 10)).toEqual([]);
    expect(await autocompleteFromDb(db, 'QWXZY VBN', 10)).toEqual([]);
    expect(counter.statements).toBe(0);
  });

  it('forgets remembered misses when a title is written', async () => {
    const { db } = countingDb();
    expect(await autocompleteFromDb(db, 'zorblax', 10)).toEqual([]);
    await upsertCatalogTitles(database.current.db, [title('Zorblax Rising', 3)], now);
    expect((await autocompleteFromDb(db, 'zorblax', 10)).map((row) => row.title)).toEqual(['Zorblax Rising']);
  });

  it('skips the trigram passes when too few of the input’s trigrams occur in any title', async () => {
    const { db, counter } = countingDb();
    // What titles start with and the trigrams they hold, read once (autocomplete-screen.ts); the
    // popular titles are read once a minute (here: now, after the write above).
    await prepareAutocompleteScreen(db);
    await autocompleteFromDb(db, 'wxyzzy', 10);
    // No title starts with "xqvj" or holds "xqv", "qvj" …: answered from memory, no query.
    for (const input of ['xqvjkw', 'q'.repeat(200), 'zz top 9']) {
      counter.statements = 0;
      expect(await autocompleteFromDb(db, input, 10)).toEqual([]);
      expect(counter.statements).toBe(0);
    }
    // Other scripts' trigrams only the database can tell: one trigram lookup, no GIN scan.
    counter.statements = 0;
    expect(await autocompleteFromDb(db, 'привет', 10)).toEqual([]);
    expect(counter.statements).toBe(1);
    // A typo still reaches the trigram passes.
    expect(await autocompleteFromDb(db, 'godfathr', 10)).toContainEqual(
      expect.objectContaining({ title: 'The Godfather' }),
    );
  });

  it('still finds an input inside a popular title whose trigrams alone would not reach', async () => {
    // "atri" is inside "the matrix" but shares only "atr" and "tri" with it.
    expect(await names('atri')).toContain('The Matrix');
  });

  it('runs the loose pass among the popular titles in memory, without a query', async () => {
    await replaceCatalog(database.current.db, 'demo', catalog);
    const { db, counter } = countingDb();
    const titlesOf = async (input: string) => (await autocompleteFromDb(db, input, 10)).map((r) => r.title);
    const looseQueries = () => counter.sql.filter((text) => text.includes(') popular')).length;
    // Reads the popular titles (once a minute).
    await titlesOf('godfathr');
    counter.sql = [];
    // Inside popular titles, which start otherwise, and loosely similar to one (word similarity
    // 0.5 to "the dark knight"): the same answers as the query, which is not sent.
    expect(await titlesOf('atri')).toEqual(['The Matrix', 'The Matrix Reloaded', 'Matrimony']);
    expect(await titlesOf('dark nite')).toEqual(await looseBySql('dark nite'));
    expect(await titlesOf('dark nite')).toContain('The Dark Knight');
    expect(looseQueries()).toBe(0);
    // Text only the database splits exactly still goes to it.
    expect(await titlesOf('amelie ø')).toEqual(['Amélie']);
    expect(looseQueries()).toBe(1);
  });
});

describe('autocompleteFromDb under a flood of costly inputs', () => {
  it('lets a few autocompletes read the database at once and refuses the rest at once, with Retry-After', async () => {
    await replaceCatalog(database.current.db, 'demo', catalog);
    const db = database.current.db;
    const remembered = 'qqqq remembered miss';
    expect(await autocompleteFromDb(db, remembered, 10)).toEqual([]);
    // Each starts like a title (so its first step is a query), none was asked before.
    const inputs = Array.from({ length: 12 }, (_, i) => `the matrix ${'of the love '.repeat(5)}${i}`);
    const started = inputs.map((input) => autocompleteFromDb(db, input, 10));
    // Meanwhile, an input memory answers is not held back.
    expect(await autocompleteFromDb(db, remembered, 10)).toEqual([]);
    const outcomes = await Promise.allSettled(started);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(AUTOCOMPLETE_CONCURRENT_QUERIES);
    for (const outcome of refused)
      expect(outcome.status === 'rejected' && outcome.reason).toMatchObject({
        code: 'rate_limited',
        message: AUTOCOMPLETE_BUSY_MESSAGE,
        retryAfterSeconds: 1,
      });
    // The turns are given back: the next ones are answered.
    const again = await Promise.all(
      inputs
        .slice(0, AUTOCOMPLETE_CONCURRENT_QUERIES)
        .map((input) => autocompleteFromDb(db, `${input}x`, 10)),
    );
    expect(again).toHaveLength(AUTOCOMPLETE_CONCURRENT_QUERIES);
    expect(await names('matrix')).toContain('The Matrix');
  });
});

describe('autocompleteFromDb at the title index’s scale (docs/catalog.md#title-index)', () => {
  it('reads an input longer than the prefix indexes from its byte-order range, ranked the same', async () => {
    await replaceCatalog(database.current.db, 'demo', [
      title('Lighthouse Keepers', 900),
      title('Lighthouse Keeper', 5),
      title("Lighthouse Keeper's Wife", 50),
      title('Lighthousekeeping', 1000),
      title('Lighthouse Keepez', 1),
      title('Москва слезам не верит', 7),
      title('Москва слезами', 8),
    ]);
    // The word ends where the input ends first ("keeper", "keeper s wife"), then popularity.
    expect((await names('lighthouse keeper')).slice(0, 3)).toEqual([
      "Lighthouse Keeper's Wife",
      'Lighthouse Keeper',
      'Lighthouse Keepers',
    ]);
    // Every title starting so (up to "…keepez", the range's last letter), by popularity.
    expect((await names('lighthouse keepe')).slice(0, 4)).toEqual([
      'Lighthouse Keepers',
      "Lighthouse Keeper's Wife",
      'Lighthouse Keeper',
      'Lighthouse Keepez',
    ]);
    expect((await names('lighthouse keepez'))[0]).toBe('Lighthouse Keepez');
    // Other scripts: the range is taken in code points.
    expect((await names('москва слезам')).slice(0, 2)).toEqual(['Москва слезам не верит', 'Москва слезами']);
  });

  it('finds a close typo of an unpopular title from its rarest trigrams', async () => {
    // 300 more popular titles: the typo's title is outside the loose pass's popular pool.
    await replaceCatalog(database.current.db, 'demo', [
      ...Array.from({ length: 300 }, (_, i) => title(`Popular Feature ${i}`, 1000 + i)),
      title('Quarantine Orchestra', 0.2),
    ]);
    expect(await names('quaratnine orchestra')).toEqual(['Quarantine Orchestra']);
    expect(await names('orchestra quarantine')).toEqual(['Quarantine Orchestra']);
  });

  it('finds a short input’s close match by the trigram index in one statement, leaving the connection as it was', async () => {
    // A 2-letter input has no trigram from inside a word: the trigram index's own pass answers.
    await replaceCatalog(database.current.db, 'demo', [
      ...Array.from({ length: 300 }, (_, i) => title(`Popular Feature ${i}`, 1000 + i)),
      title('Olive Kettering', 0.3),
      title('Ketchup Road', 0.2),
      title('Mike Tell', 0.1),
    ]);
    const { db, counter } = countingDb();
    await prepareAutocompleteScreen(db);
    await autocompleteFromDb(db, 'warm up', 10);
    counter.statements = 0;
    // Ketchup Road starts with it (the prefix pass); Olive Kettering holds a word starting with it;
    // "mike tell" holds "ke" and " te" but no word starting with "ke".
    expect((await autocompleteFromDb(db, 'ke', 10)).map((row) => row.title)).toEqual([
      'Ketchup Road',
      'Olive Kettering',
    ]);
    expect(counter.sql.filter((text) => text.includes('autocomplete_close_matches'))).toHaveLength(1);
    expect(counter.sql.some((text) => /^\s*(begin|start transaction)/i.test(text))).toBe(false);
    // The threshold and the planner setting held for that call only.
    const [settings] = (
      (await database.current.db.execute(
        sql`SELECT current_setting('pg_trgm.word_similarity_threshold') AS threshold,
                   current_setting('enable_seqscan') AS seqscan`,
      )) as unknown as { rows: { threshold: string; seqscan: string }[] }
    ).rows;
    expect(settings).toEqual({ threshold: '0.4', seqscan: 'on' });
  });

  it('bounds the close pass of an input made of the commonest trigrams (no scan of thousands)', async () => {
    // 2,500 titles share every trigram of "thezis" but one: each is a close match of it.
    await replaceCatalog(database.current.db, 'demo', [
      ...Array.from({ length: 2500 }, (_, i) => title(`Thesis ${i}`, 1)),
      ...Array.from({ length: 300 }, (_, i) => title(`Popular Feature ${i}`, 1000 + i)),
    ]);
    const { db, counter } = countingDb();
    await prepareAutocompleteScreen(db);
    await autocompleteFromDb(db, 'warm up', 10);
    counter.statements = 0;
    // No close pass over 2,500 titles (no popular title is near), and no title starts with
    // "thez": no query at all.
    expect(await autocompleteFromDb(db, 'thezis', 10)).toEqual([]);
    expect(counter.statements).toBe(0);
    // An input of rarer trigrams still gets its close pass.
    expect((await autocompleteFromDb(db, 'thesis 1234', 10)).map((row) => row.title)[0]).toBe('Thesis 1234');
  });

  it('reads for a close title only the titles holding its rare trigrams together, and none for an alias no title is near', async () => {
    // 1,500 titles hold "orchestra" (every one of its trigrams); one is named like the typo's title.
    await replaceCatalog(database.current.db, 'demo', [
      ...Array.from({ length: 300 }, (_, i) => title(`Popular Feature ${i}`, 1000 + i)),
      ...Array.from({ length: 1500 }, (_, i) => title(`Orchestra Night ${i}`, 1)),
      {
        ...title('Quarantine Orchestra', 0.2),
        names: [{ kind: 'translation' as const, name: 'Die Quokka Laterne', language: 'de', country: 'DE' }],
      },
    ]);
    const { db, counter } = countingDb();
    await prepareAutocompleteScreen(db);
    await autocompleteFromDb(db, 'warm up', 10);
    const titlesClose = () =>
      counter.sql.flatMap((text, i) =>
        /FROM titles\s+WHERE \(/.test(text) && text.includes('word_similarity')
          ? [counter.params[i] ?? []]
          : [],
      );
    counter.sql = [];
    counter.params = [];
    // A typo of it: a close title holds several of the rarest trigrams at once, so the statement
    // asks for them together (the 1,500 holding "orc" alone are not read one by one).
    expect(await names('quaratnine orchestra')).toEqual(['Quarantine Orchestra']);
    expect((await autocompleteFromDb(db, 'quaratnine orchestra', 10)).map((row) => row.title)).toEqual([
      'Quarantine Orchestra',
    ]);
    const together = /\(search_title LIKE \S* ?AND search_title LIKE/;
    expect(counter.sql.some((text) => together.test(text))).toBe(true);
    // Its German name typed whole: its rare trigrams ("quo", "okk"…) are only names', so no title
    // can be close to it, and the titles' close pass is not read at all.
    counter.sql = [];
    counter.params = [];
    expect((await autocompleteFromDb(db, 'Die Quokka Laterne', 10))[0]).toMatchObject({
      title: 'Quarantine Orchestra',
      matchedName: 'Die Quokka Laterne',
    });
    expect(titlesClose()).toEqual([]);
  });

  it('plans the close pass over other names on the names’ own trigram counts, not the titles’', async () => {
    // "die" is in no title but in the German name of 2,500: read by the titles' counts it was the
    // rarest trigram of a whole German name, and its pass read every one of those names.
    await replaceCatalog(database.current.db, 'demo', [
      ...Array.from({ length: 300 }, (_, i) => title(`Popular Feature ${i}`, 1000 + i)),
      ...Array.from({ length: 2500 }, (_, i) => ({
        ...title(`Feature ${i}`, 1),
        names: [{ kind: 'translation' as const, name: `Die Nacht ${i}`, language: 'de', country: 'DE' }],
      })),
      {
        ...title('Quokka Road', 0.5),
        names: [
          { kind: 'translation' as const, name: 'Die Quokka Laterne', language: 'de', country: 'DE' },
          { kind: 'translation' as const, name: 'ナエケセのトタム', language: 'ja', country: 'JP' },
        ],
      },
    ]);
    const { db, counter } = countingDb();
    await prepareAutocompleteScreen(db);
    await autocompleteFromDb(db, 'warm up', 10);
    counter.sql = [];
    counter.params = [];
    // The whole name, and a typo of it (found by the names' rare trigrams, "quo", "okk"…).
    expect((await autocompleteFromDb(db, 'Die Quokka Laterne', 10))[0]).toMatchObject({
      title: 'Quokka Road',
      matchedName: 'Die Quokka Laterne',
    });
    expect((await autocompleteFromDb(db, 'die quokka latrene', 10))[0]).toMatchObject({
      title: 'Quokka Road',
    });
    const namesRead = counter.params.filter((_, i) => counter.sql[i]?.includes('FROM title_names')).flat();
    expect(namesRead).toContain('%quo%');
    expect(namesRead).not.toContain('%die%');
    expect(namesRead).not.toContain('%nac%');
    // A typo in another script (trigrams only the database computes): the trigram index's pass
    // over names, in one statement that leaves the connection's settings as they were.
    counter.sql = [];
    expect((await autocompleteFromDb(db, 'ナエケセのトタメ', 10))[0]).toMatchObject({
      title: 'Quokka Road',
      matchedName: 'ナエケセのトタム',
    });
    expect(counter.sql.filter((text) => text.includes('autocomplete_close_name_matches'))).toHaveLength(1);
    const [settings] = (
      (await database.current.db.execute(
        sql`SELECT current_setting('pg_trgm.word_similarity_threshold') AS threshold,
                   current_setting('enable_seqscan') AS seqscan`,
      )) as unknown as { rows: { threshold: string; seqscan: string }[] }
    ).rows;
    expect(settings).toEqual({ threshold: '0.4', seqscan: 'on' });
    // Every trigram of it in thousands of names: no close pass over names, and no answer but
    // what starts with it.
    counter.sql = [];
    expect(await autocompleteFromDb(db, 'die nachd', 10)).toEqual([]);
    expect(
      counter.sql.filter((text) => text.includes('title_names') && text.includes('word_similarity')),
    ).toEqual([]);
  });
});

describe('autocomplete’s in-memory screen (docs/architecture.md#autocompletes-three-caches)', () => {
  it('splits Latin text into the trigrams pg_trgm’s show_trgm gives', async () => {
    const db = database.current.db;
    let seed = 17;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const inputs = [
      'a',
      'ab',
      'abc',
      'the matrix',
      '2001 a space odyssey',
      'x y z',
      'aaaa aaa',
      'q'.repeat(200),
    ];
    for (let i = 0; i < 200; i++) {
      const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 9) }, () => letters[Math.floor(random() * 36)]).join(
          '',
        ),
      );
      inputs.push(words.join(' '));
    }
    const rows = (await db.execute(
      sql`SELECT input, show_trgm(input) AS trigrams FROM unnest(string_to_array(${inputs.join('|')}, '|')) AS input`,
    )) as unknown as { rows: { input: string; trigrams: string[] }[] };
    for (const row of rows.rows)
      expect([...(asciiTrigrams(row.input) ?? [])].sort()).toEqual([...row.trigrams].sort());
    // Text pg_trgm would checksum, or split by the database's locale, is left to the database.
    expect(asciiTrigrams('amélie')).toBeNull();
    expect(asciiTrigrams('привет')).toBeNull();
  });

  it('takes in titles written in this process at once, by every writer', async () => {
    const db = database.current.db;
    await replaceCatalog(db, 'demo', catalog);
    await prepareAutocompleteScreen(db);
    expect(await names('zyxw')).toEqual([]);
    await upsertCatalogTitles(db, [title('Zyxwv Returns', 4)], now);
    expect(await names('zyxw')).toEqual(['Zyxwv Returns']);
    // A close typo of it needs its trigrams, which the screen learnt from the write.
    expect(await names('zyxwv retrns')).toEqual(['Zyxwv Returns']);
    await replaceCatalog(db, 'demo', [...catalog, title('Qoph Quux', 2)]);
    expect(await names('qoph')).toEqual(['Qoph Quux']);
    // A title in another script: its trigrams come from the database from now on.
    await upsertCatalogTitles(db, [title('Жёлтый Qoph', 2)], now);
    expect(screenInput(db, 'qoph')?.trigrams).toBeNull();
    expect(await names('жёлт')).toEqual(['Жёлтый Qoph']);
    expect(await names('qoph')).toEqual(['Qoph Quux', 'Жёлтый Qoph']);
  });

  it('sees titles another instance wrote once it has read them again', async () => {
    const db = database.current.db;
    await prepareAutocompleteScreen(db);
    const soon = Date.now();
    expect(screenInput(db, 'vwxq', soon)?.mayStart).toBe(false);
    // Written past this process's writers, as another instance's would be.
    await db.execute(
      sql`INSERT INTO titles (type, id, title, search_title, source) VALUES ('movie', 99001, 'Vwxq', 'vwxq', 'tmdb')`,
    );
    expect(screenInput(db, 'vwxq', soon)?.mayStart).toBe(false);
    // Past its time to live the screen is not used (the database answers) and is read again.
    expect(screenInput(db, 'vwxq', soon + 6 * 60_000)).toBeNull();
    await prepareAutocompleteScreen(db);
    expect(screenInput(db, 'vwxq')?.mayStart).toBe(true);
    expect(await names('vwxq')).toEqual(['Vwxq']);
  });
});
