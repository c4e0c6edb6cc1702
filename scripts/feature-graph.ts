// `npm run lint` runs this: the web app's features (apps/web/src/features/<name>/) depend on each
// other one way only, so each can be read and changed with only what lies below it in mind. It
// fails when two features import each other, directly or around a loop of several, and names the
// files of each import in the loop. Biome's noImportCycles sees files, not folders: feature A's
// page may import B's index.ts while B's banner imports A's, with no file cycle between them.
// Tests are left out: a test may use another feature's module to set the scene without the
// feature depending on it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface FeatureImport {
  from: string;
  to: string;
  /** The importing file, relative to the features folder. */
  file: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
// Static imports and re-exports (`… from '…'`), side-effect imports and dynamic `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.[^'"]*)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

/** Every import of one feature's module by another's, one entry per importing file and feature. */
export function featureImports(featuresDir: string): FeatureImport[] {
  const found = new Map<string, FeatureImport>();
  for (const file of sourceFiles(featuresDir)) {
    const from = relative(featuresDir, file).split(sep)[0] ?? '';
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const target = relative(featuresDir, resolve(dirname(file), match[2] ?? ''));
      if (target.startsWith('..')) continue;
      const to = target.split(sep)[0];
      if (!to || to === from) continue;
      const edge = { from, to, file: relative(featuresDir, file) };
      found.set(`${edge.file}→${to}`, edge);
    }
  }
  return [...found.values()];
}

/** The groups of features that reach each other (Tarjan's strongly connected components of two or more). */
export function featureLoops(imports: FeatureImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return loops;
}

/** The report `npm run lint` prints: each loop, with the files whose imports close it. */
export function describeLoops(imports: FeatureImport[], loops: string[][]): string {
  return loops
    .map((group) => {
      const inside = imports.filter(({ from, to }) => group.includes(from) && group.includes(to));
      const lines = inside.map(({ from, to, file }) => `    ${from} → ${to}  (${file})`);
      return `  Features that import each other: ${group.join(', ')}\n${lines.join('\n')}`;
    })
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const featuresDir = fileURLToPath(new URL('../apps/web/src/features', import.meta.url));
  const imports = featureImports(featuresDir);
  const loops = featureLoops(imports);
  if (loops.length > 0) {
    console.error(
      `apps/web/src/features: a feature depends on another that depends back on it.\n${describeLoops(imports, loops)}\n` +
        'Move what both need down (components/, lib/, or a small feature of its own) so the imports go one way.',
    );
    process.exit(1);
  }
  console.log(`apps/web/src/features: ${imports.length} imports between features, all one way.`);
}
