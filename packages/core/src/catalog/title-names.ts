import type { TitleName, TitleOverview } from '../ports/catalog.ts';

/** The most names kept per title: TMDb lists hundreds of alternative titles for a few. */
export const TITLE_NAMES_MAX = 80;
/** The longest name kept, in characters (code points); longer ones are cut at a word if one is near. */
export const TITLE_NAME_MAX_CHARS = 200;

/**
 * Characters a name must not carry: controls (a NUL cannot be stored; the rest garble or hide
 * text) and the bidirectional embeddings, overrides and isolates, which can make a name display
 * as other text ("Trojan Source"), plus the byte-order mark. Joiners stay: some scripts need them.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const LANGUAGE = /^[a-z]{2,3}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** The name as it may be stored and shown: unsafe characters gone, spaces folded, length capped; null when nothing is left. */
export function cleanTitleName(raw: string): string | null {
  const text = raw.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/gu, ' ').trim();
  const chars = [...text];
  if (!chars.length) return null;
  if (chars.length <= TITLE_NAME_MAX_CHARS) return text;
  const cut = chars.slice(0, TITLE_NAME_MAX_CHARS).join('');
  const space = cut.lastIndexOf(' ');
  return (space > TITLE_NAME_MAX_CHARS * 0.75 ? cut.slice(0, space) : cut).trim();
}

const KIND_ORDER: Record<TitleName['kind'], number> = {
  original: 0,
  english: 1,
  translation: 2,
  alternative: 3,
};

/**
 * A title's names as stored: each cleaned, a language or country that is not a code dropped, the
 * same (kind, language, country, name) once, and at most TITLE_NAMES_MAX of them — the original
 * and English names first, then translations, then alternative titles, each in the order given.
 */
export function selectTitleNames(names: readonly TitleName[]): TitleName[] {
  const seen = new Set<string>();
  const kept: TitleName[] = [];
  const ordered = names
    .map((name, index) => ({ name, index }))
    .sort((a, b) => KIND_ORDER[a.name.kind] - KIND_ORDER[b.name.kind] || a.index - b.index);
  for (const { name: raw } of ordered) {
    const name = cleanTitleName(raw.name);
    if (!name) continue;
    const language = raw.language && LANGUAGE.test(raw.language) ? raw.language : null;
    const country = raw.country && COUNTRY.test(raw.country) ? raw.country : null;
    const key = `${raw.kind}|${language ?? ''}|${country ?? ''}|${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ kind: raw.kind, language, country, name });
    if (kept.length >= TITLE_NAMES_MAX) break;
  }
  return kept;
}

/** The longest overview kept per language, in characters (TMDb's are a paragraph). */
export const TITLE_OVERVIEW_MAX_CHARS = 2_000;
/** Controls but the line break and tab, and the same bidirectional controls as in names. */
const UNSAFE_IN_TEXT = /(?![\n\t])[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/**
 * A title's overviews as stored: each cleaned like a name (line breaks kept), capped at
 * TITLE_OVERVIEW_MAX_CHARS, one per language and country, at most TITLE_NAMES_MAX; an overview
 * without a language code, or empty, is dropped.
 */
export function selectTitleOverviews(overviews: readonly TitleOverview[]): TitleOverview[] {
  const seen = new Set<string>();
  const kept: TitleOverview[] = [];
  for (const raw of overviews) {
    if (!LANGUAGE.test(raw.language)) continue;
    const country = raw.country && COUNTRY.test(raw.country) ? raw.country : null;
    const key = `${raw.language}|${country ?? ''}`;
    if (seen.has(key)) continue;
    const text = [
      ...raw.overview
        .normalize('NFC')
        .replace(UNSAFE_IN_TEXT, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    ]
      .slice(0, TITLE_OVERVIEW_MAX_CHARS)
      .join('')
      .trim();
    if (!text) continue;
    seen.add(key);
    kept.push({ language: raw.language, country, overview: text });
    if (kept.length >= TITLE_NAMES_MAX) break;
  }
  return kept;
}
