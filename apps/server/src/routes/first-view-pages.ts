import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_VIEWS_BLOCK,
  FIRST_VIEWS_FILE,
  firstViewsBlock,
  LOCALE_CODES,
  type Locale,
  SOURCE_LOCALE,
} from '@reelatlas/contracts';

/**
 * index.html in each language: the build's English first views (a data block the page paints
 * before the app loads) swapped for the language's, from first-views.json beside it
 * (docs/architecture.md#in-the-browser). A language the file lacks, or a file that does not read
 * as the build wrote it, keeps English's block: the page then paints nothing before the app
 * rather than English texts on a prefixed address.
 */
export function firstViewTemplates(distDir: string, html: string): (locale: Locale) => string {
  const blocks = readBlocks(join(distDir, FIRST_VIEWS_FILE));
  const templates = new Map<Locale, string>();
  for (const locale of LOCALE_CODES) {
    const json = blocks[locale];
    if (locale === SOURCE_LOCALE || json === undefined || !FIRST_VIEWS_BLOCK.test(html)) continue;
    templates.set(
      locale,
      html.replace(FIRST_VIEWS_BLOCK, () => firstViewsBlock(locale, json)),
    );
  }
  return (locale) => templates.get(locale) ?? html;
}

/** The file's JSON per language; only known languages, only text that cannot leave its script. */
function readBlocks(file: string): Partial<Record<Locale, string>> {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const blocks: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALE_CODES) {
    const json = (parsed as Record<string, unknown>)[locale];
    if (typeof json === 'string' && !json.includes('<')) blocks[locale] = json;
  }
  return blocks;
}
