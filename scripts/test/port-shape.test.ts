// Core's ports say what a use case needs (docs/architecture.md#where-a-rule-lives): one file per domain under
// packages/core/src/ports/, and no optional methods, so no use case picks its way by probing
// whether an implementation happens to have one. A capability is a port of its own (e.g.
// CatalogMemory) or a declared kind (e.g. the bot check's `kind`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PORTS = fileURLToPath(new URL('../../packages/core/src/ports', import.meta.url));

describe("core's ports", () => {
  it('live in one file per domain, re-exported by ports/index.ts', () => {
    const files = readdirSync(PORTS).filter((name) => name.endsWith('.ts'));
    const index = readFileSync(join(PORTS, 'index.ts'), 'utf8');
    for (const file of files.filter((name) => name !== 'index.ts'))
      expect(index, `ports/index.ts re-exports ${file}`).toContain(`export * from './${file}';`);
    expect(readdirSync(join(PORTS, '..'))).not.toContain('ports.ts');
  });

  it('declare no optional methods', () => {
    const optional = readdirSync(PORTS).flatMap((file) =>
      readFileSync(join(PORTS, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s+(readonly\s+)?\w+\?\s*(\(|:\s*\()/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(optional).toEqual([]);
  });
});
