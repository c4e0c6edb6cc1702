// What one autocomplete keystroke can cost at worst: inputs made of the demo catalog's commonest
// title words, at several lengths up to the longest the API accepts, each asked once (a miss is
// remembered for a minute, so a repeat would cost nothing). Through core's autocompleteTitles,
// as the route calls it, on the demo catalog in PGlite or PostgreSQL, one caller at a time.
// Usage: npm run bench:autocomplete-long -- [--db=pglite|postgres] [--count=20]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateDemoAvailability, loadDemoTitles } from '@reelatlas/adapters/demo-catalog';
import { SEARCH_QUERY_MAX_CHARS } from '@reelatlas/contracts';
import { autocompleteTitles, normalizeTitle } from '@reelatlas/core';
import { createDbCatalog, openDatabase, readMeta, replaceCatalog, writeMeta } from '@reelatlas/db';
import { postgresBackendsOf, processCpuMs } from './cpu.ts';
import { ensurePostgresDatabase, repoRoot } from './servers.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    count: { type: 'string', default: '20' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_autocomplete',
    },
  },
});
const count = Number(flags.count);
const url = flags['database-url'] ?? '';
if (flags.db === 'postgres') await ensurePostgresDatabase(url);
const database = await openDatabase(
  flags.db === 'postgres'
    ? { url }
    : { dataDir: join(repoRoot, 'bench/.data-autocomplete-pglite', 'pglite') },
);
await database.migrate();

// The demo catalog, built once per database (as the server's first start builds it).
const titles = loadDemoTitles();
if ((await readMeta(database.db, 'bench_autocomplete_demo')) !== 'built') {
  await replaceCatalog(
    database.db,
    'demo',
    titles.map((title) => ({
      ...title,
      seasons: null,
      availability: generateDemoAvailability(title, new Date().toISOString().slice(0, 10)),
    })),
  );
  await writeMeta(database.db, 'bench_autocomplete_demo', 'built');
}

// The commonest words of the catalog's titles: the inputs whose trigrams every pass finds most often.
const frequency = new Map<string, number>();
for (const title of titles)
  for (const word of normalizeTitle(title.title).split(/\s+/))
    if (word.length >= 2) frequency.set(word, (frequency.get(word) ?? 0) + 1);
const common = [...frequency]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40)
  .map(([word]) => word);

/** A made-up input of `length` characters: common words in a seeded order, never asked before. */
let seed = 7;
function input(length: number): string {
  const words: string[] = [];
  while (words.join(' ').length < length) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    words.push(common[seed % common.length] ?? 'the');
  }
  return words.join(' ').slice(0, length).trim();
}

const catalog = createDbCatalog(database.db, 'demo');
// A short warm-up, so the first queries' planning and the memory's first reads are not counted.
for (let i = 0; i < 5; i++) await autocompleteTitles(catalog, input(24));

// Wall times wander on a shared machine; CPU time is the cost itself: this process's (PGlite runs
// in it) plus, on PostgreSQL, that of the database's backends (the pool stays open through a run).
const pgName = flags.db === 'postgres' ? new URL(url).pathname.slice(1) : null;
const cpuMs = () =>
  process.cpuUsage().user / 1000 +
  process.cpuUsage().system / 1000 +
  (pgName ? postgresBackendsOf(pgName).reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0) : 0);
console.log(`| input length | n | p50 ms | p95 ms | max ms | CPU ms/input |\n|--:|--:|--:|--:|--:|--:|`);
for (const length of [16, 32, 64, 100, 150, SEARCH_QUERY_MAX_CHARS]) {
  const times: number[] = [];
  const cpuBefore = cpuMs();
  for (let i = 0; i < count; i++) {
    const q = input(length);
    const started = performance.now();
    await autocompleteTitles(catalog, q);
    times.push(performance.now() - started);
  }
  const cpu = (cpuMs() - cpuBefore) / count;
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1);
  console.log(`| ${length} | ${count} | ${at(0.5)} | ${at(0.95)} | ${at(1)} | ${cpu.toFixed(1)} |`);
}
await database.close();
