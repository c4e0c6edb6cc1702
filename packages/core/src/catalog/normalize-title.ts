/**
 * The form titles are stored and searched in: accents stripped, lower case, punctuation folded
 * to single spaces. Computed in code (not SQL `unaccent`) so PGlite and PostgreSQL agree.
 */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
