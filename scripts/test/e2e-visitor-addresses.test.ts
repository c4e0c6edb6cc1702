import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The browser suite's specs run side by side against one server, which counts anonymous searches
// and bans per address: a visitor's address (newVisitor(browser, N): 203.0.113.N) belongs to one
// spec file, so no spec spends another's searches. A file may reuse its own (the same visitor
// coming back). Addresses given otherwise (variables, other helpers) are the spec's to keep apart.
const e2eDir = fileURLToPath(new URL('../../e2e', import.meta.url));
const visitorAddress = /newVisitor\(\s*\w+,\s*(\d+)/g;

/** Each address used by more than one spec file, with those files. */
function sharedAddresses(files: Record<string, string>): Record<string, string[]> {
  const owners = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(files))
    for (const [, n] of text.matchAll(visitorAddress))
      owners.set(n as string, (owners.get(n as string) ?? new Set()).add(file));
  return Object.fromEntries(
    [...owners].filter(([, set]) => set.size > 1).map(([n, set]) => [n, [...set].sort()]),
  );
}

describe('the browser suite’s visitor addresses', () => {
  it('each belong to one spec file', () => {
    const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(10);
    const files = Object.fromEntries(specs.map((name) => [name, readFileSync(join(e2eDir, name), 'utf8')]));
    expect(sharedAddresses(files)).toEqual({});
  });

  it('would be caught', () => {
    expect(
      sharedAddresses({
        'a.spec.ts': 'newVisitor(browser, 60); newVisitor(browser, 60, { locale })',
        'b.spec.ts': 'await newVisitor(browser,\n 60);',
      }),
    ).toEqual({ 60: ['a.spec.ts', 'b.spec.ts'] });
  });
});
