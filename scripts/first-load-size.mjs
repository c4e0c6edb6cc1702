// The JavaScript the first load of `/` fetches, as docs/performance.md#bars counts it: the entry
// (dist/assets/index-*.js), the chunks index.html's boot script fetches with it on every page
// (React DOM's, src/shell/react-root.ts), and every chunk these import statically, each gzipped at
// level 6 as the server sends it. Other dynamic imports (pages, the map, a language's texts) are
// not followed.
// Usage: npm run build && node scripts/first-load-size.mjs [apps/web/dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'apps/web/dist';
const assets = join(dist, 'assets');
const entry = readdirSync(assets).find((name) => /^index-[\w-]+\.js$/.test(name));
if (!entry) throw new Error(`no index-*.js in ${assets}: run npm run build first`);
// The boot script's list (build/inline-start.ts): `preloads:["/assets/a.js",…]`.
const bootList = /preloads:\[([^\]]*)\]/.exec(readFileSync(join(dist, 'index.html'), 'utf8'));
if (!bootList) throw new Error('no boot script preloads in index.html');
const preloads = [...bootList[1].matchAll(/"\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);

// `import … from "./x.js"` and `import "./x.js"`; never `import("./x.js")`.
const staticImport = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const files = new Set();
const queue = [entry, ...preloads];
while (queue.length > 0) {
  const file = queue.pop();
  if (files.has(file)) continue;
  files.add(file);
  for (const match of readFileSync(join(assets, file), 'utf8').matchAll(staticImport)) queue.push(match[1]);
}

const sizes = [...files]
  .map((file) => ({ file, bytes: gzipSync(readFileSync(join(assets, file)), { level: 6 }).length }))
  .sort((a, b) => b.bytes - a.bytes);
for (const { file, bytes } of sizes) console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KB  ${file}`);
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  first load of / (${files.size} files, gzip -6)`);
