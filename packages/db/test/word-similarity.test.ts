import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asciiWordSimilarity } from '../src/word-similarity.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();

function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const TITLES = [
  'the matrix',
  'the matrix reloaded',
  'star wars the empire strikes back',
  'the lord of the rings the return of the king',
  'spirited away',
  'a a a a',
  'aaa aaa aaa',
  'mamma mia here we go again',
  '2001 a space odyssey',
  'x',
  'the the the the',
  'banana bandana banana',
  'ocean s eleven',
];

/** Inputs like the ones autocomplete is sent: typos, half-words, repeats and random letters. */
function inputs(count: number): string[] {
  const random = seeded(41);
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789 ';
  const out = ['', 'a', 'the', 'matrx', 'atri', 'star war', 'lord rings king', 'ban', 'bandan', 'aaaa'];
  for (let i = 0; i < count; i++) {
    const source = TITLES[Math.floor(random() * TITLES.length)] as string;
    const start = Math.floor(random() * source.length);
    let text = source.slice(start, start + 2 + Math.floor(random() * 14));
    // Typos: drop, double or replace a letter now and then.
    if (random() < 0.5 && text.length > 2) {
      const at = Math.floor(random() * text.length);
      const kind = random();
      const letter = letters[Math.floor(random() * letters.length)] as string;
      text =
        kind < 0.33
          ? text.slice(0, at) + text.slice(at + 1)
          : kind < 0.66
            ? text.slice(0, at) + text[at] + text.slice(at)
            : text.slice(0, at) + letter + text.slice(at + 1);
    }
    if (random() < 0.2)
      text = Array.from(
        { length: 1 + Math.floor(random() * 10) },
        () => letters[Math.floor(random() * letters.length)],
      ).join('');
    out.push(text.replace(/ +/g, ' ').trim());
  }
  return out;
}

describe('asciiWordSimilarity', () => {
  it('equals pg_trgm’s word_similarity, as a real, for Latin text', async () => {
    const needles = inputs(400);
    const rows = (await database.current.db.execute(
      sql`SELECT n AS needle, t AS title, word_similarity(n, t) AS similarity
          FROM unnest(string_to_array(${needles.join('|')}, '|')) AS n,
               unnest(string_to_array(${TITLES.join('|')}, '|')) AS t`,
    )) as unknown as { rows: { needle: string; title: string; similarity: number }[] };
    expect(rows.rows.length).toBe(needles.length * TITLES.length);
    const differing = rows.rows.filter(
      (row) => asciiWordSimilarity(row.needle, row.title) !== Math.fround(Number(row.similarity)),
    );
    expect(differing).toEqual([]);
  });

  it('leaves text with other characters to the database', () => {
    expect(asciiWordSimilarity('amélie', 'amelie')).toBeNull();
    expect(asciiWordSimilarity('spirited', '千と千尋の神隠し')).toBeNull();
    expect(asciiWordSimilarity('ocean’s', 'oceans')).toBeNull();
  });
});
