import { loadDemoTitles } from '@reelatlas/adapters/demo-catalog';
import type { TitleSummary } from '@reelatlas/contracts';
import type { TitleName } from '@reelatlas/core';
import {
  autocompleteFromDb,
  type CatalogTitleInput,
  createDbCatalog,
  findExactTitle,
  getTitleFromDb,
  queryRows,
  replaceCatalog,
  upsertCatalogTitles,
} from '@reelatlas/db';
import { type NamedTitleFixture, namedTitleDecoys, namedTitleFixtures } from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// Every name of a title, stored and searched: on PGlite (unit) and PostgreSQL (integration).
const database = useMigratedDatabase();
const now = new Date('2026-11-26T00:00:00Z');

const input = (type: 'movie' | 'tv', id: number, title: string, popularity: number): CatalogTitleInput => ({
  type,
  id,
  title,
  year: 2001,
  rating: null,
  votes: 0,
  popularity,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
});

/** A fixture as a fetched title: its English title, with every name TMDb gives. */
function namedInput(fixture: NamedTitleFixture): CatalogTitleInput {
  const names: TitleName[] = [
    { kind: 'original', name: fixture.original, language: fixture.originalLanguage, country: null },
    { kind: 'english', name: fixture.english, language: 'en', country: 'US' },
    ...fixture.translations.map(([language, country, name]) => ({
      kind: 'translation' as const,
      name,
      language,
      country,
    })),
    ...fixture.alternatives.map(([country, name]) => ({
      kind: 'alternative' as const,
      name,
      language: null,
      country,
    })),
  ];
  return { ...input(fixture.type, fixture.id, fixture.english, fixture.popularity), names };
}

const demo = loadDemoTitles().map((t) => ({
  ...input('movie', 5_000_000 + t.id, t.title, t.popularity),
  year: t.year,
}));
const decoys = namedTitleDecoys().map((d, i) =>
  input(i % 3 ? 'movie' : 'tv', 6_000_000 + i, d.title, d.popularity),
);

/** Inputs typed from the demo's English titles: prefixes of 3–12 characters, a tenth with two letters swapped. */
function typedFromDemo(count: number): string[] {
  const inputs: string[] = [];
  for (let i = 0; inputs.length < count && i < demo.length * 4; i++) {
    const name = demo[(i * 7919) % demo.length]?.title ?? '';
    const length = 3 + (i % 10);
    let typed = [...name].slice(0, length).join('');
    if (i % 10 === 0 && typed.length > 4) typed = typed.slice(0, 2) + typed[3] + typed[2] + typed.slice(4);
    if (typed.trim().length >= 2) inputs.push(typed);
  }
  return inputs;
}

const keyOf = (row: TitleSummary) => `${row.type}:${row.id}`;
const namedKeys = new Set(namedTitleFixtures.map((f) => `${f.type}:${f.id}`));
const suggest = (q: string, limit = 10) => autocompleteFromDb(database.current.db, q, limit);

describe('every name of a title', () => {
  it("keeps today's answers for English-original titles: the same lists, other titles' names only added", async () => {
    await replaceCatalog(database.current.db, 'demo', []);
    // The fixtures and decoys first without their names: today's catalog.
    await upsertCatalogTitles(
      database.current.db,
      [...demo, ...decoys, ...namedTitleFixtures.map((f) => ({ ...namedInput(f), names: undefined }))],
      now,
    );
    const inputs = typedFromDemo(1_200);
    const before = new Map<string, string[]>();
    for (const q of inputs) before.set(q, (await suggest(q)).map(keyOf));
    await upsertCatalogTitles(database.current.db, namedTitleFixtures.map(namedInput), now);
    let changed = 0;
    for (const q of inputs) {
      const after = await suggest(q);
      const old = before.get(q) ?? [];
      // What stays of the old list keeps its order; a title found by another name is new or
      // moved up (its name matches better than its title did).
      const byName = new Set(after.filter((row) => row.matchedName).map(keyOf));
      const kept = after.filter((row) => !row.matchedName).map(keyOf);
      expect(kept, q).toEqual(old.filter((key) => !byName.has(key)).slice(0, kept.length));
      for (const key of byName) expect(namedKeys.has(key), q).toBe(true);
      if (after.map(keyOf).join() !== old.join()) changed++;
    }
    // A few inputs also match a foreign title's local name ("la vid" → La vida es bella).
    expect(changed).toBeLessThan(inputs.length * 0.05);
  }, 120_000);

  it('finds a title by any of its names, once, showing the name that matched', async () => {
    const spirited = await suggest('el viaje de chi');
    expect(spirited[0]).toMatchObject({
      type: 'movie',
      id: 129,
      title: 'Spirited Away',
      matchedName: 'El viaje de Chihiro',
    });
    expect(spirited.filter((r) => r.id === 129)).toHaveLength(1);
    expect((await suggest('千と千尋'))[0]).toMatchObject({ id: 129, matchedName: '千と千尋の神隠し' });
    // Width (NFKC) and accents are folded: half-width katakana, "parasitos" for "Parásitos".
    expect((await suggest('ﾜﾝﾋﾟｰｽ'))[0]).toMatchObject({ type: 'tv', id: 37854, matchedName: 'ワンピース' });
    expect((await suggest('parasitos'))[0]).toMatchObject({ id: 496243, matchedName: 'Parásitos' });
    // Hangul, Cyrillic, Devanagari, Persian.
    expect((await suggest('기생'))[0]).toMatchObject({ id: 496243, matchedName: '기생충' });
    expect((await suggest('иди и'))[0]).toMatchObject({ id: 25237, matchedName: 'Иди и смотри' });
    expect((await suggest('दिलवाले'))[0]).toMatchObject({ id: 19404 });
    expect((await suggest('جدایی'))[0]).toMatchObject({ id: 60243 });
    // A typo in a local name.
    expect((await suggest('zwei glorreich halunkn')).map(keyOf)).toContain('movie:429');
    // The title found by its own English title shows no other name.
    expect((await suggest('spirited away'))[0]).toEqual(
      expect.not.objectContaining({ matchedName: expect.anything() }),
    );
  });

  it('ranks a far more popular title whose English or local name matches as well above a decoy named exactly so', async () => {
    expect((await suggest('parasite'))[0]).toMatchObject({ id: 496243 });
    expect((await suggest('chainsaw man'))[0]).toMatchObject({ type: 'tv', id: 114410 });
    expect((await suggest('your name'))[0]).toMatchObject({ id: 372058 });
    expect((await suggest('one piece'))[0]).toMatchObject({ type: 'tv', id: 37854 });
    expect((await suggest('zwei glorreiche halunken'))[0]).toMatchObject({ id: 429 });
    expect((await suggest('la casa de papel'))[0]).toMatchObject({ type: 'tv', id: 71446 });
  });

  it('answers a typed search by any exact name, the popular title before a decoy', async () => {
    const db = database.current.db;
    expect(await findExactTitle(db, 'El juego del calamar', null)).toEqual({ type: 'tv', id: 93405 });
    expect(await findExactTitle(db, 'Parásitos', null)).toEqual({ type: 'movie', id: 496243 });
    expect(
      await createDbCatalog(db, 'tmdb').search({ title: 'Chihiros Reise ins Zauberland', year: null }),
    ).toEqual({
      type: 'movie',
      id: 129,
    });
    expect((await getTitleFromDb(db, { type: 'movie', id: 129 }))?.originalTitle).toBe('千と千尋の神隠し');
    expect((await getTitleFromDb(db, { type: 'movie', id: 6_000_001 }))?.originalTitle).toBeUndefined();
  });

  it('stores hostile names safely: no control or bidi characters, capped in length and number', async () => {
    const db = database.current.db;
    const hostile: TitleName[] = [
      { kind: 'original', name: '<img src=x onerror=alert(1)>Evil', language: 'en', country: null },
      {
        kind: 'translation',
        name: 'Safe\u202Egnp.exe\u202C\u0000 Name\u0007',
        language: 'de',
        country: 'DE',
      },
      { kind: 'translation', name: 'x'.repeat(5_000), language: 'fr', country: 'FR' },
      { kind: 'translation', name: '\u200F\u2066\u2069 \t', language: 'es', country: 'ES' },
      { kind: 'translation', name: 'Bad codes', language: 'english!', country: 'Narnia' },
      ...Array.from({ length: 500 }, (_, i) => ({
        kind: 'alternative' as const,
        name: `Alternative Name ${i}`,
        language: null,
        country: 'US',
      })),
    ];
    await upsertCatalogTitles(
      db,
      [{ ...input('movie', 7_000_001, 'Hostile Title', 5), names: hostile }],
      now,
    );
    const rows = await queryRows<{ name: string; language: string; country: string; kind: string }>(
      db,
      sql`SELECT name, language, country, kind FROM title_names WHERE title_id = 7000001 ORDER BY kind, name`,
    );
    expect(rows.length).toBeLessThanOrEqual(80);
    for (const row of rows) {
      expect(row.name).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f]/u);
      expect([...row.name].length).toBeLessThanOrEqual(200);
      expect(row.name.trim()).toBe(row.name);
    }
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['<img src=x onerror=alert(1)>Evil', 'Safe gnp.exe Name', 'Bad codes']),
    );
    expect(rows.find((r) => r.name === 'Bad codes')).toMatchObject({ language: '', country: '' });
    expect(rows.some((r) => r.kind === 'alternative')).toBe(true);
    // The markup is text: found as typed, answered as data for the browser to escape.
    expect((await suggest('img src'))[0]).toMatchObject({
      id: 7_000_001,
      matchedName: '<img src=x onerror=alert(1)>Evil',
    });
    // Rewriting the title replaces its names; writing it without names keeps them.
    await upsertCatalogTitles(db, [{ ...input('movie', 7_000_001, 'Hostile Title', 5) }], now);
    expect(await suggest('img src')).toHaveLength(1);
    await upsertCatalogTitles(db, [{ ...input('movie', 7_000_001, 'Hostile Title', 5), names: [] }], now);
    expect(await suggest('img src')).toEqual([]);
  });
});
