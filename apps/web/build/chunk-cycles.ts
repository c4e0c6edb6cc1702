import type { Plugin, Rollup } from 'vite';

/** A built file and the files it imports statically. */
interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/**
 * A cycle of static imports between built files, as the file names around it (the first repeated
 * at the end), or null. Modules in a cycle of files can run before what they use: a file evaluated
 * first reads the other's values while they are still undefined (an endpoint built with a schema
 * not yet made), and nothing fails until that value is used.
 */
export function findChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (name: string): string[] | null => {
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return null;
    const chunk = byName.get(name);
    if (!chunk) return null;
    path.push(name);
    onPath.add(name);
    for (const imported of chunk.imports) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return null;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Build only: fails the build when its files import each other in a cycle. Grouping modules into
 * files by hand (build/chunk-groups.ts) can make one; a shared-files split by page once did, and
 * the title page's "keep your services" offer silently never showed.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'reelatlas:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const cycle = findChunkCycle(chunks);
      if (cycle) this.error(`built files import each other in a cycle: ${cycle.join(' → ')}`);
    },
  };
}
