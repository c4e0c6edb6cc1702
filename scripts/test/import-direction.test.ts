import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` holds the dependency graph of docs/architecture.md#packages (Biome's
// noRestrictedImports, set per folder in biome.json and apps/web/biome.json). Each probe below is
// one import, written into a scratch folder beside the repository's own two Biome configs and
// linted once; a wrong-way import must fail the lint, and the right way must pass.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ra-imports-'));

const probes = {
  // The packages' graph: web → contracts; server → core, db, adapters, contracts; db, adapters → core → contracts.
  contractsImportsCore: ['packages/contracts/src/probe.ts', "import type { Clock } from '@reelatlas/core';"],
  coreImportsDb: ['packages/core/src/probe.ts', "import { openDatabase } from '@reelatlas/db';"],
  coreImportsHono: ['packages/core/src/probe.ts', "import { Hono } from 'hono';"],
  coreReachesIntoDbByPath: ['packages/core/src/probe.ts', "import { schema } from '../../db/src/index.ts';"],
  dbImportsAdapters: [
    'packages/db/src/probe.ts',
    "import { createTmdbClient } from '@reelatlas/adapters/tmdb';",
  ],
  adaptersImportDb: ['packages/adapters/src/tmdb/probe.ts', "import type { Db } from '@reelatlas/db';"],
  serverUsesDrizzle: ['apps/server/src/routes/probe.ts', "import { sql } from 'drizzle-orm';"],
  serverImportsTestFakes: ['apps/server/src/probe.ts', "import { startFakeTmdb } from '@reelatlas/testing';"],
  webImportsCore: [
    'apps/web/src/features/search/probe.ts',
    "import type { Subject } from '@reelatlas/core';",
  ],
  webImportsNode: ['apps/web/src/lib/probe.ts', "import { readFileSync } from 'node:fs';"],
  // The web app's layers.
  libImportsFeature: [
    'apps/web/src/lib/probe.ts',
    "import { useSession } from '../features/account/index.ts';",
  ],
  componentImportsLayout: [
    'apps/web/src/components/probe.tsx',
    "import { Footer } from '../layout/Footer.tsx';",
  ],
  featureImportsInternals: [
    'apps/web/src/features/title/probe.ts',
    "import { useList } from '../lists/use-lists.ts';",
  ],
  nestedFeatureImportsInternals: [
    'apps/web/src/features/title/map/probe.ts',
    "import { useList } from '../../lists/use-lists.ts';",
  ],
  featureImportsLayout: [
    'apps/web/src/features/title/probe.ts',
    "import { Header } from '../../layout/Header.tsx';",
  ],
  layoutImportsInternals: [
    'apps/web/src/layout/probe.tsx',
    "import { useQuota } from '../features/quota/use-quota.ts';",
  ],
  // The right way round.
  serverImportsPackages: [
    'apps/server/src/probe.ts',
    "import { openDatabase } from '@reelatlas/db';\nimport { createTmdbClient } from '@reelatlas/adapters/tmdb';",
  ],
  dbImportsCore: ['packages/db/src/probe.ts', "import type { Clock } from '@reelatlas/core';"],
  featureImportsPublicEntry: [
    'apps/web/src/features/title/probe.ts',
    "import { useList } from '../lists/index.ts';\nimport { callApi } from '../../lib/api-client.ts';\nimport { x } from './map/x.ts';",
  ],
  nestedFeatureImportsPublicEntry: [
    'apps/web/src/features/title/map/probe.ts',
    "import { useList } from '../../lists/index.ts';\nimport { y } from '../stream-entries.ts';",
  ],
  layoutImportsPublicEntry: [
    'apps/web/src/layout/probe.tsx',
    "import { useQuota } from '../features/quota/index.ts';",
  ],
  featureTestReachesIn: [
    'apps/web/src/features/title/probe.test.ts',
    "import { useList } from '../lists/use-lists.ts';",
  ],
} satisfies Record<string, [string, string]>;
type Probe = keyof typeof probes;

/** Biome's noRestrictedImports messages, per probe (each probe is a file of its own). */
const refusals = new Map<Probe, string[]>();

beforeAll(() => {
  for (const config of ['biome.json', 'apps/web/biome.json', 'scripts/biome/routes-no-db-values.grit']) {
    mkdirSync(join(scratch, dirname(config)), { recursive: true });
    copyFileSync(join(repoRoot, config), join(scratch, config));
  }
  const fileOf = new Map<string, Probe>();
  for (const [name, [path, source]] of Object.entries(probes) as [Probe, [string, string]][]) {
    // One file per probe: the probe's name goes into the file name, its folder is what counts.
    const file = path.replace(/probe(\.test)?\.(tsx?)$/, `${name}$1.$2`);
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    writeFileSync(join(scratch, file), `${source}\n`);
    fileOf.set(file, name);
    refusals.set(name, []);
  }
  const run = spawnSync(
    join(repoRoot, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--only=style/noRestrictedImports', '--reporter=json', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  for (const diagnostic of report.diagnostics) {
    const name = fileOf.get(diagnostic.location.path.replace(/^\.\//, ''));
    if (name && diagnostic.category === 'lint/style/noRestrictedImports')
      refusals.get(name)?.push(diagnostic.message);
  }
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The routes' rule on @reelatlas/db (a Biome plugin: noRestrictedImports cannot tell `import type`
 * from a value import). Each source is linted as a route of its own; answers its diagnostics.
 */
function lintRoute(source: string): string[] {
  const name = `route-probe-${Math.random().toString(36).slice(2)}.ts`;
  const file = join(scratch, 'apps/server/src/routes', name);
  writeFileSync(file, `${source}\n`);
  const run = spawnSync(
    join(repoRoot, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=json', `apps/server/src/routes/${name}`],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; message: string }[] };
  return report.diagnostics.filter((d) => d.category === 'plugin').map((d) => d.message);
}

const refused = (probe: Probe) => refusals.get(probe)?.join('\n') ?? '';

describe('the package graph (docs/architecture.md#packages)', () => {
  it('contracts imports nothing of ours', () => {
    expect(refused('contractsImportsCore')).toContain('contracts depends on nothing of ours');
  });

  it('core imports neither db nor adapters, nor a framework, nor another package by path', () => {
    expect(refused('coreImportsDb')).toContain('core → contracts only');
    expect(refused('coreImportsHono')).toContain('no web framework');
    expect(refused('coreReachesIntoDbByPath')).toContain('by its name');
  });

  it('db and adapters do not import each other', () => {
    expect(refused('dbImportsAdapters')).toContain('db does not use adapters');
    expect(refused('adaptersImportDb')).toContain("through core's ports");
  });

  it('the server reaches the database only through packages/db, and never loads test fakes', () => {
    expect(refused('serverUsesDrizzle')).toContain('SQL lives in packages/db');
    expect(refused('serverImportsTestFakes')).toContain('only tests import it');
  });

  it('the web app imports contracts only, and nothing of Node', () => {
    expect(refused('webImportsCore')).toContain('web → contracts only');
    expect(refused('webImportsNode')).toContain('no Node modules');
  });

  it('lets the right direction through', () => {
    expect(refused('serverImportsPackages')).toBe('');
    expect(refused('dbImportsCore')).toBe('');
  });
});

describe('the routes and storage', () => {
  it('a route imports no value of @reelatlas/db, in any form', () => {
    for (const source of [
      "import { createListStore } from '@reelatlas/db';",
      "import { type Db, openDatabase } from '@reelatlas/db';",
      "import * as db from '@reelatlas/db';",
      "import '@reelatlas/db';",
      "export { createListStore } from '@reelatlas/db';",
      "export * from '@reelatlas/db';",
      "const db = await import('@reelatlas/db');",
    ])
      expect(lintRoute(source), source).toEqual([expect.stringContaining("through core's use cases")]);
  });

  it('a route may import its types, and other folders of the server their values', () => {
    expect(lintRoute("import type { Db } from '@reelatlas/db';")).toEqual([]);
    expect(lintRoute("export type { Db } from '@reelatlas/db';")).toEqual([]);
    expect(refused('serverImportsPackages')).toBe('');
  });
});

/** Biome's noImportCycles on two files that import each other (type-only imports count too). */
function cycleDiagnostics(a: string, b: string): string[] {
  const folder = join(scratch, 'packages/db/src', `cycle-${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'a.ts'), `${a}\n`);
  writeFileSync(join(folder, 'b.ts'), `${b}\n`);
  const run = spawnSync(
    join(repoRoot, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--only=suspicious/noImportCycles', '--reporter=json', folder],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; message: string }[] };
  return report.diagnostics
    .filter((d) => d.category === 'lint/suspicious/noImportCycles')
    .map((d) => d.message);
}

describe('import cycles', () => {
  it('fail the lint, even when one side imports only a type', () => {
    expect(
      cycleDiagnostics(
        "import { b } from './b.ts';\nexport const a = () => b;",
        "import type { a } from './a.ts';\nexport const b = 1;\nexport type A = typeof a;",
      ),
    ).toHaveLength(2);
  });

  it('pass when the imports go one way', () => {
    expect(
      cycleDiagnostics("import { b } from './b.ts';\nexport const a = () => b;", 'export const b = 1;'),
    ).toEqual([]);
  });
});

describe("the web app's layers", () => {
  it('components/ and lib/ import no feature and no layout', () => {
    expect(refused('libImportsFeature')).toContain('never import features');
    expect(refused('componentImportsLayout')).toContain('never import features');
  });

  it('a feature uses another only through its index.ts, from any depth, and never the layout', () => {
    expect(refused('featureImportsInternals')).toContain('public entry only');
    expect(refused('nestedFeatureImportsInternals')).toContain('public entry only');
    expect(refused('featureImportsLayout')).toContain('never imports the layout');
    expect(refused('featureImportsPublicEntry')).toBe('');
    expect(refused('nestedFeatureImportsPublicEntry')).toBe('');
  });

  it('the layout uses features through their public entries', () => {
    expect(refused('layoutImportsInternals')).toContain('public entry only');
    expect(refused('layoutImportsPublicEntry')).toBe('');
  });

  it("a feature's tests may reach into what they test", () => {
    expect(refused('featureTestReachesIn')).toBe('');
  });
});
