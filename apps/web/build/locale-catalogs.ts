import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale/';
const RESOLVED = '\0locale:';
const catalogsDir = fileURLToPath(new URL('../locales/', import.meta.url));
/** The area whose texts the first load of `/` shows (docs/architecture.md#languages). */
const SHELL = 'shell';

/** Every area of texts: one folder of locales/ each, with one catalog per language. */
function areas(): string[] {
  return readdirSync(catalogsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
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
      const rest = catalogName(id);
      return rest === null ? null : `${RESOLVED}${rest}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      return catalogModule(id.slice(RESOLVED.length), (file) => this.addWatchFile(file));
    },
  };
}

/** `virtual:locale/de/pages` → `de/pages`; null for any other import. */
export function catalogName(id: string): string | null {
  if (!id.startsWith(PREFIX)) return null;
  const rest = id.slice(PREFIX.length);
  return /^[a-z]{2}(?:-[A-Z]{2})?(?:\/pages)?$/.test(rest) ? rest : null;
}

/**
 * The module of one catalog (`de` or `de/pages`): its texts compiled. Also the build's first
 * views use it (build/first-views.ts), so their pre-render reads the same English texts.
 */
export function catalogModule(name: string, watch: (file: string) => void = () => undefined): string {
  const [code, part] = name.split('/');
  const wanted = part === 'pages' ? areas().filter((area) => area !== SHELL) : [SHELL];
  const compiled: Record<string, unknown> = {};
  for (const area of wanted) {
    const file = `${catalogsDir}${area}/${code}.json`;
    watch(file);
    const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(source)) {
      // scripts/check-locales.mjs refuses an id in two areas; this is the build's own net.
      if (Object.hasOwn(compiled, key)) throw new Error(`locales: "${key}" is in two areas (${area})`);
      compiled[key] = compileMessage(text);
    }
  }
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}
