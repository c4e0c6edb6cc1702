// `node scripts/trim-node-modules.mjs`, in the deploy folder after `npm ci --omit=dev`: deletes
// files a running server never reads, which halves node_modules (≈ 170 MB → ≈ 75 MB):
// - type declarations (*.d.ts, *.d.mts, *.d.cts) and source maps (*.map) of the dependencies;
// - Markdown files (READMEs, changelogs);
// - vega-datasets' data files other than movies.json (40 MB; the demo catalog reads only that one).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const modules = join(process.cwd(), 'node_modules');
const unneeded = /\.(d\.[mc]?ts|map|md|markdown)$/i;
const vegaData = join(modules, 'vega-datasets', 'data');
let removed = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Workspace links point back into the deploy folder itself: never follow them.
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) walk(path);
    else if (unneeded.test(entry.name) || (dir.startsWith(vegaData) && entry.name !== 'movies.json')) {
      removed += statSync(path).size;
      rmSync(path);
    }
  }
}

walk(modules);
// Folders left empty under vega-datasets/data.
if (existsSync(vegaData)) {
  for (const entry of readdirSync(vegaData, { withFileTypes: true })) {
    if (entry.isDirectory()) rmSync(join(vegaData, entry.name), { recursive: true });
  }
}
console.log(`trimmed ${(removed / 1024 / 1024).toFixed(1)} MB from node_modules`);
