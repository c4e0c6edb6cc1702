// Autocomplete latency on the index `npm run bench:title-index` built (the index's bar in docs/performance.md#bars),
// in process, through the same autocompleteFromDb the server runs (no HTTP, one caller at a time):
// inputs typed from the index's titles, and random misses, each never asked before.
// Usage: npm run bench:title-index:autocomplete -- [--db=pglite|postgres] [--count=2000]
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { autocompleteFromDb, openDatabase } from '@reelatlas/db';
import { postgresBackendsOf, processCpuMs } from './cpu.ts';
import { repoRoot } from './servers.ts';
import { coldAutocompleteInputs, randomMissInputs } from './synthetic/generate.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    count: { type: 'string', default: '2000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_index' },
  },
});
const count = Number(flags.count);
const database = await openDatabase(
  flags.db === 'postgres'
    ? { url: flags['database-url'] ?? '' }
    : { dataDir: join(resolve(repoRoot, `bench/.data-title-index-${flags.db}`), 'data', 'pglite') },
);
await database.migrate();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const pgName = flags.db === 'postgres' ? new URL(flags['database-url'] ?? '').pathname.slice(1) : null;
/** CPU ms of this database's backends (the pool's connections stay open through a run). */
const pgCpuMs = () =>
  pgName ? postgresBackendsOf(pgName).reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0) : 0;
console.log(
  `| inputs | n | found | p50 ms | p95 ms | p99 ms | CPU ms/input (this process) | PostgreSQL CPU ms/input |\n|---|--:|--:|--:|--:|--:|--:|--:|`,
);
for (const [name, inputs] of [
  ['typed from titles (3–12 characters, some typos)', coldAutocompleteInputs(count, 7)],
  ['random misses (letters, other scripts, 200 characters)', randomMissInputs(count, 7)],
] as const) {
  // A short warm-up on other inputs, so the first queries' planning is not counted.
  for (const q of randomMissInputs(100, 99)) await autocompleteFromDb(database.db, q, 10);
  const times: number[] = [];
  let found = 0;
  const cpu = process.cpuUsage();
  const pgCpu = pgCpuMs();
  for (const q of inputs) {
    const started = performance.now();
    if ((await autocompleteFromDb(database.db, q, 10)).length) found++;
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  const pgUsed = pgCpuMs() - pgCpu;
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${inputs.length} | ${found} | ${percentile(times, 0.5).toFixed(2)} | ${percentile(times, 0.95).toFixed(2)} | ${percentile(times, 0.99).toFixed(2)} | ${((used.user + used.system) / 1000 / inputs.length).toFixed(2)} | ${pgName ? (pgUsed / inputs.length).toFixed(2) : '—'} |`,
  );
}
await database.close();
