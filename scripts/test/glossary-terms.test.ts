// The product's words (apps/web/locales/glossary.md) as whole texts: a text whose English is
// exactly a glossary term says that term's word in every language, on the web and on the server.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, string>;

/** The glossary's rows: the English term (its note in parentheses left out) and each language's word. */
function glossary(): { english: string; words: Record<string, string> }[] {
  const lines = readFileSync(join(root, 'apps/web/locales/glossary.md'), 'utf8').split('\n');
  const header = lines.find((line) => line.startsWith('| English |'));
  if (!header) throw new Error('glossary.md: no table');
  const codes = header
    .split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
  return lines
    .filter((line) => line.startsWith('| ') && line !== header && !line.startsWith('|---'))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const english = (cells[0] ?? '').replace(/\s*\(.*\)$/, '');
      return { english, words: Object.fromEntries(codes.map((code, at) => [code, cells[at + 1] ?? ''])) };
    })
    .filter(({ english }) => !english.includes('/') && !english.includes('·'));
}

/**
 * Texts whose English is a term's word in another sense: the offers' words (the glossary's
 * offers row: "Free" is an offer there, not the plan) and a title's watched state (agreeing with
 * the title in each language, where the list's name is a plural).
 */
const otherSense = (id: string) =>
  id.startsWith('title.offer.') || id === 'title.watchedShort' || id === 'title.inWatched';

const areas = ['apps/web/locales', 'apps/server/locales'].flatMap((base) =>
  readdirSync(join(root, base), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${base}/${entry.name}`),
);

describe('the glossary’s words', () => {
  const terms = glossary();

  it('are read from the glossary', () => {
    expect(terms.map((term) => term.english)).toEqual(
      expect.arrayContaining(['Watchlist', 'Most Loved Picks', 'Upgrade to Pro', 'free trial']),
    );
  });

  it('are the whole text wherever a text is exactly a term', () => {
    const problems: string[] = [];
    for (const area of areas) {
      const english = read(`${area}/en.json`);
      for (const [id, text] of Object.entries(english)) {
        const term = terms.find((row) => row.english === text.trim());
        if (!term || otherSense(id)) continue;
        for (const [code, word] of Object.entries(term.words)) {
          const said = read(`${area}/${code}.json`)[id];
          if (said !== undefined && said.trim() !== word)
            problems.push(`${area} ${id} ${code}: ${said} ≠ ${word}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
