// Each head text has one source (docs/architecture.md#languages): the web's catalogs hold what
// the web renders as the visitor navigates (its `head` area, the home page's in `shell`), and the
// server reads them from there; its own `head` catalog holds only what the web never shows.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, string>;

describe('head texts', () => {
  const codes = readdirSync(join(root, 'apps/server/locales/head')).map((name) =>
    name.replace(/\.json$/, ''),
  );

  it.each(codes)('are written once, in the web or on the server (%s)', (code) => {
    const server = read(`apps/server/locales/head/${code}.json`);
    const web = [
      ...Object.keys(read(`apps/web/locales/head/${code}.json`)),
      ...Object.keys(read(`apps/web/locales/shell/${code}.json`)).filter((id) => id.startsWith('head.')),
    ];
    expect(web.length).toBeGreaterThan(10);
    expect(Object.keys(server).filter((id) => web.includes(id))).toEqual([]);
  });
});
