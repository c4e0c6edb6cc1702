import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { pseudoCompiled } from './pseudo-locale.ts';

const PREFIX = 'virtual:locale/';
const RESOLVED = '\0locale:';
const catalogsDir = fileURLToPath(new URL('../locales/', import.meta.url));
/** The area whose texts the first load of `/` shows (docs/architecture.md#languages). */
const SHELL = 'shell';
/** Tests only: English's texts, accented and longer (build/pseudo-locale.ts); never a language of the menu. */
const PSEUDO = 'pseudo';

/** `virtual:locale/<code>` and `virtual:locale/<code>/pages`: the ids this plugin answers. */
export const CATALOG_ID = /^virtual:locale\/([a-z]{2}(?:-[A-Z]{2})?|pseudo)(\/pages)?$/;

/** Every area of texts: one folder of locales/ each, with one catalog per language. */
function areas(): string[] {
  return readdirSync(catalogsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A language's texts of the shell area, or of every other area (`pages`), compiled for Lingui's
 * runtime. `read` is told each catalog file (the dev server watches them). The pseudo-language
 * is English's, transformed.
 */
export function compiledCatalog(
  code: string,
  part: 'shell' | 'pages',
  read: (file: string) => void = () => undefined,
): Record<string, unknown> {
  const wanted = part === 'pages' ? areas().filter((area) => area !== SHELL) : [SHELL];
  const compiled: Record<string, unknown> = {};
  for (const area of wanted) {
    const file = `${catalogsDir}${area}/${code === PSEUDO ? 'en' : code}.json`;
    read(file);
    const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(source)) {
      // scripts/check-locales.mjs refuses an id in two areas; this is the build's own net.
      if (Object.hasOwn(compiled, key)) throw new Error(`locales: "${key}" is in two areas (${area})`);
      const message = compileMessage(text);
      compiled[key] = code === PSEUDO ? pseudoCompiled(message) : message;
    }
  }
  return compiled;
}

/** The module a catalog id stands for: its compiled texts as `messages`. */
export function catalogModule(id: string, read?: (file: string) => void): string | null {
  const match = CATALOG_ID.exec(id);
  if (!match?.[1]) return null;
  const compiled = compiledCatalog(match[1], match[2] ? 'pages' : 'shell', read);
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}

/**
 * `virtual:locale/<code>`: a language's shell texts (locales/shell/<code>.json, ICU messages);
 * `virtual:locale/<code>/pages`: the texts of every other area, one module. Both compiled for
 * Lingui's runtime at build time, so the browser never carries the message parser. Each is its
 * own module, so a dynamic import of one is its own chunk: the first load carries only English's
 * shell texts.
 */
export function localeCatalogs(): Plugin {
  return {
    name: 'reelatlas:locale-catalogs',
    resolveId(id) {
      return CATALOG_ID.test(id) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      try {
        return catalogModule(`${PREFIX}${id.slice(RESOLVED.length)}`, (file) => this.addWatchFile(file));
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
