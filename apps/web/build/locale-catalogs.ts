import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale/';
const RESOLVED = '\0locale:';
const catalogsDir = fileURLToPath(new URL('../locales/', import.meta.url));

/**
 * `virtual:locale/<code>`: a language's catalog (locales/<code>.json, ICU messages) compiled for
 * Lingui's runtime at build time, so the browser never carries the message parser. Each language
 * is its own module, so a dynamic import of one is its own chunk.
 */
export function localeCatalogs(): Plugin {
  return {
    name: 'reelatlas:locale-catalogs',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const code = id.slice(PREFIX.length);
      return /^[a-z]{2}(?:-[A-Z]{2})?$/.test(code) ? `${RESOLVED}${code}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const file = `${catalogsDir}${id.slice(RESOLVED.length)}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [key, compileMessage(text)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
