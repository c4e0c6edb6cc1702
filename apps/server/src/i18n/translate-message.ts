import { type Locale, SOURCE_LOCALE } from '@reelatlas/contracts';
import { apiSourceTexts, serverText } from './server-catalogs.ts';

/**
 * The domain and the shared schemas write their messages in English, the product's own texts
 * (contracts' messages, core's AppError). An answer's message is put into the request's language
 * here, at the edge, by finding the English text in the server's catalog: exactly, or as a
 * text with `{placeholders}` whose filled-in form it is ("…limit of 100 movies…").
 */
const exact = new Map<string, string>();
const patterns: { id: string; pattern: RegExp; names: string[] }[] = [];

for (const [id, text] of Object.entries(apiSourceTexts)) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (names.length === 0) {
    exact.set(text, id);
    continue;
  }
  const literal = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  patterns.push({ id, names, pattern: new RegExp(`^${literal.join('(.+?)')}$`, 's') });
}

/** The catalog id of an English message and its filled-in values, or null when it has none. */
export function findMessage(english: string): { id: string; values?: Record<string, string> } | null {
  const id = exact.get(english);
  if (id) return { id };
  for (const { id: patternId, pattern, names } of patterns) {
    const match = pattern.exec(english);
    if (!match) continue;
    return { id: patternId, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** An English message in `locale`; a text the catalog does not know stays as it is. */
export function translateMessage(locale: Locale, english: string): string {
  if (locale === SOURCE_LOCALE) return english;
  const found = findMessage(english);
  return found ? serverText(locale, found.id, found.values) : english;
}
