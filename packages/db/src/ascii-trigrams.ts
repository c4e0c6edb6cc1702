/** Text pg_trgm splits the way this file does: ASCII letters and digits in words, single spaces. */
const PLAIN = /^[a-z0-9 ]*$/;

/**
 * pg_trgm's `show_trgm(text)` for a normalised title or input made only of ASCII letters, digits
 * and spaces: each word padded with two spaces before and one after ("  ab " → "  a", " ab",
 * "ab "), every three consecutive characters, distinct. null for any other text: pg_trgm folds a
 * trigram holding other characters into a checksum, and which of them are word characters depends
 * on the database's locale, so only the database answers those exactly. Lets autocomplete decide
 * in memory that an input cannot reach a trigram pass (autocomplete-screen.ts). A test checks it
 * against show_trgm on both engines.
 */
export function asciiTrigrams(text: string): string[] | null {
  if (!PLAIN.test(text)) return null;
  const trigrams = new Set<string>();
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return [...trigrams];
}
