// `npm run lint` runs scripts/check-doc-refs.mjs: every reference in the code and the docs must
// resolve inside the repository. Two fixture trees, one that passes and one with each kind of
// problem, checked through the script's own exit code and output.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve(dirname(fileURLToPath(import.meta.url)), '../check-doc-refs.mjs');
// Written in pieces so that this file itself holds none of the citations it tests.
const SECTION = '\u00a7';
const OLD_NOTES = ['DESIGN', 'md'].join('.');
const ISSUE = ['iss', 'ue'].join('');

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-refs-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string): { status: number | null; problems: string[] } {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => /^\S+:\d+: /.test(line)) };
}

const docs = {
  'docs/rules.md': [
    '# Rules',
    '',
    '## Daily searches',
    "## Autocomplete's three caches",
    '## TLS and TRUST_PROXY',
    '<a id="kept-anchor"></a>',
    'See [the guide](guide.md#start), [caches](#autocompletes-three-caches) and [bench](../bench/README.md).',
    '```sh',
    '# not a heading',
    '```',
  ].join('\n'),
  'docs/guide.md': '# Guide\n\n## Start\n',
  'bench/README.md': '# bench\n\nThe figures: [performance](../docs/rules.md#daily-searches).\n',
};

describe('check-doc-refs', () => {
  it('passes a tree whose references all resolve', () => {
    const root = fixture({
      ...docs,
      'README.md': 'Read [the rules](docs/rules.md) and docs/guide.md#start.\n',
      'src/quota.ts': [
        '// Who is counted: docs/rules.md#daily-searches; caches: docs/rules.md#autocompletes-three-caches.',
        '// Proxies: docs/rules.md#tls-and-trust_proxy; an explicit anchor: docs/rules.md#kept-anchor.',
        '// An outside project may be cited by its own address: remix-run/react-router#14102.',
        "export const colour = '#333';",
      ].join('\n'),
      'src/theme.css': ':root {\n  --muted: #475;\n}\n',
      // Recorded output and installed packages are not checked.
      'bench/results/2026-01-01.json': `{"table": "${SECTION}9 met"}`,
      'node_modules/x/index.ts': `// ${OLD_NOTES} ${SECTION}4`,
    });
    expect(check(root)).toEqual({ status: 0, problems: [] });
  });

  it('fails on each citation of an outside document and on each link that does not resolve', () => {
    const root = fixture({
      ...docs,
      'src/a.ts': [
        `// The allowance (spec ${SECTION}4).`,
        `// Settled in ${OLD_NOTES}.`,
        `// Settled (DESIGN ${SECTION}9).`,
        `// Found by ${ISSUE} 12.`,
        '// Fixed in (#42).',
        '// Fine: docs/rules.md#daily-searches.',
        '// A missing anchor: docs/rules.md#who-is-counted.',
        '// A missing file: docs/missing.md#anything.',
      ].join('\n'),
      'docs/broken.md': '# Broken\n\nSee [nothing](rules.md#nowhere), [gone](gone.md) and [here](#absent).\n',
    });
    const { status, problems } = check(root);
    expect(status).toBe(1);
    expect(
      problems.map((problem) => problem.slice(0, problem.indexOf(': ', problem.indexOf(':') + 1))),
    ).toEqual(
      expect.arrayContaining([
        'src/a.ts:1',
        'src/a.ts:2',
        'src/a.ts:3',
        'src/a.ts:4',
        'src/a.ts:5',
        'src/a.ts:7',
        'src/a.ts:8',
        'docs/broken.md:3',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('src/a.ts:6:'))).toBe(false);
    expect(problems.filter((problem) => problem.startsWith('docs/broken.md:3:'))).toHaveLength(3);
    expect(problems.join('\n')).toContain('docs/rules.md#who-is-counted: no such anchor');
    expect(problems.join('\n')).toContain('docs/missing.md#anything: no such file');
  });

  it('passes the repository itself', () => {
    const { status, problems } = check(resolve(dirname(script), '..'));
    expect(problems).toEqual([]);
    expect(status).toBe(0);
  });
});
