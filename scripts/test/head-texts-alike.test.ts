// The served head (the server's `head` catalog) and the head the web renders as the visitor
// navigates (the web's `head` texts, the home page's in `shell`) say the same in every language:
// a crawler that runs the app reads what one that does not reads (docs/architecture.md#languages).
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

  it.each(codes)('are alike on the server and in the web (%s)', (code) => {
    const server = read(`apps/server/locales/head/${code}.json`);
    const web = { ...read(`apps/web/locales/head/${code}.json`) };
    for (const [id, text] of Object.entries(read(`apps/web/locales/shell/${code}.json`)))
      if (id.startsWith('head.')) web[id] = text;
    expect(Object.keys(web).length).toBeGreaterThan(10);
    for (const [id, text] of Object.entries(web)) expect(server[id], id).toBe(text);
  });
});
