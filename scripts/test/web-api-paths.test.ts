import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each endpoint is described once, in packages/contracts/src/endpoints; the web calls them
// through apps/web/src/lib/api-client.ts with the catalogue's entries. So no web source names
// an API path of its own: a string or template literal starting with /api/ fails this test.
// (Tests may: they stand in for the server.)
const webSrc = fileURLToPath(new URL('../../apps/web/src', import.meta.url));
const apiPathLiteral = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('web API paths', () => {
  it('come only from the endpoint catalogue', () => {
    const offenders = sourceFiles(webSrc)
      .filter((file) => apiPathLiteral.test(readFileSync(file, 'utf8')))
      .map((file) => relative(webSrc, file));
    expect(offenders).toEqual([]);
  });

  it('would be caught', () => {
    expect(apiPathLiteral.test("request('/api/quota')")).toBe(true);
    expect(apiPathLiteral.test('request(`/api/lists/watchlist`)')).toBe(true);
    expect(apiPathLiteral.test('// GET /api/regions answers the countries')).toBe(false);
  });
});
