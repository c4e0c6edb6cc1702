// What one keystroke may ask of the catalog: the typed text, trimmed and cut to a bounded length.
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MATCHED_CHARS, autocompleteTitles, type CatalogProvider } from '../src/index.ts';

function askedOf(input: string) {
  const asked: string[] = [];
  const catalog = {
    autocomplete: async (query: string) => {
      asked.push(query);
      return [];
    },
  } as unknown as CatalogProvider;
  return autocompleteTitles(catalog, input).then(() => asked);
}

describe('autocompleteTitles', () => {
  it('asks the catalog for the trimmed text as typed when it is short', async () => {
    expect(await askedOf('  the matrix ')).toEqual(['the matrix']);
    expect(await askedOf('x'.repeat(AUTOCOMPLETE_MATCHED_CHARS))).toEqual([
      'x'.repeat(AUTOCOMPLETE_MATCHED_CHARS),
    ]);
  });

  it('cuts a long input before any matching, at a character, never inside one', async () => {
    const words = 'the love of the man and the night of the '.repeat(5);
    const [asked] = await askedOf(words);
    expect(asked).toBe(words.slice(0, AUTOCOMPLETE_MATCHED_CHARS).trim());
    expect([...(asked ?? '')].length).toBeLessThanOrEqual(AUTOCOMPLETE_MATCHED_CHARS);
    // Characters outside the BMP are two UTF-16 units: cut by code point, none left half.
    const [emoji] = await askedOf('🎬'.repeat(100));
    expect(emoji).toBe('🎬'.repeat(AUTOCOMPLETE_MATCHED_CHARS));
  });
});
