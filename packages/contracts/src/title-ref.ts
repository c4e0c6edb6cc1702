import type { TitleType } from './catalog.ts';

// Apart from catalog.ts (the schemas): the web's first load reads title refs, and a module's
// schemas are all built when it is imported (docs/performance.md#bars).

/** A title page's `?id=`: `movie:603` or `tv:1396` (the same ids the served head reads). */
export const TITLE_REF_PATTERN = /^(movie|tv):(\d{1,9})$/;

/** `movie:603` → its type and id; null for anything else (a malformed link). */
export function parseTitleRef(value: string | null | undefined): { type: TitleType; id: number } | null {
  const match = TITLE_REF_PATTERN.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { type: match[1] as TitleType, id } : null;
}
