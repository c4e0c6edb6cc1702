import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` keeps every workspace's manifest honest: Biome refuses an import its nearest
// package.json does not declare (or declares only for development, in production code), and
// Knip refuses a declared package nothing imports.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

// A copy of the sources (what git tracks, node_modules linked), so files and manifests can change.
const copy = mkdtempSync(join(tmpdir(), 'ra-manifests-'));
beforeAll(() => {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(repoRoot, file), join(copy, file));
    } catch {
      // Deleted in the work tree but still tracked.
    }
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Biome's lint of `source` written as the file at `path` of the copy. */
function biomeLint(path: string, source: string) {
  writeFileSync(join(copy, path), source);
  const run = spawnSync(bin('biome'), ['lint', '--vcs-enabled=false', path], { cwd: copy, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('undeclared imports (Biome noUndeclaredDependencies)', () => {
  it('refuses a package no manifest declares', () => {
    const run = biomeLint('apps/server/src/probe.ts', "import leftPad from 'left-pad';\nleftPad('x', 2);\n");
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('noUndeclaredDependencies');
  });

  it("refuses a package only another workspace declares (core importing the server's hono)", () => {
    const run = biomeLint('packages/core/src/probe.ts', "import { Hono } from 'hono';\nnew Hono();\n");
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('noUndeclaredDependencies');
  });

  it('refuses a devDependency in production code, and allows it in tests', () => {
    const source = "import { expect } from 'vitest';\nexpect(1).toBe(1);\n";
    expect(biomeLint('apps/server/src/probe.ts', source).status).not.toBe(0);
    expect(biomeLint('apps/server/test/probe.test.ts', source).status).toBe(0);
  });

  it('accepts what the workspace declares', () => {
    expect(biomeLint('apps/server/src/probe.ts', "import { Hono } from 'hono';\nnew Hono();\n").status).toBe(
      0,
    );
  });
});

describe('unused dependencies (Knip)', () => {
  it('passes on the repository as it is, and fails once a workspace declares a package it never imports', () => {
    const knip = () => spawnSync(bin('knip'), [], { cwd: copy, encoding: 'utf8' });

    const clean = knip();
    expect(clean.stdout).not.toContain('Unused dependencies');
    expect(clean.status).toBe(0);

    const manifestPath = join(copy, 'packages/core/package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.dependencies.pino = '^10.4.0';
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    const dirty = knip();
    expect(dirty.status).not.toBe(0);
    expect(dirty.stdout).toContain('Unused dependencies');
    expect(dirty.stdout).toMatch(/pino\s+packages\/core\/package\.json/);
  }, 120_000);
});
