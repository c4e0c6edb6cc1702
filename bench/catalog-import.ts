// `npm run catalog:import` timed end to end, as an operator runs it: a JSON Lines file of
// synthetic titles with their offers, imported into a fresh database three times — all new, then
// with a tenth of the titles' offers changed (each change is recorded for the alerts, docs/product-rules.md#alerts),
// then unchanged. Each import is the real CLI in its own process.
// Usage: npm run bench:import -- [--db=pglite|postgres] [--titles=20000] [--database-url=…]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, queryRows } from '@reelatlas/db';
import { sql } from 'drizzle-orm';
import { recreatePostgresDatabase, repoRoot } from './servers.ts';
import { DEFAULT_SEED, syntheticTitle } from './synthetic/generate.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    titles: { type: 'string', default: '20000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_import' },
  },
});
if (flags.db !== 'pglite' && flags.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const count = Number(flags.titles);
const work = mkdtempSync(join(tmpdir(), 'reelatlas-import-'));

/** The file: every title's line; `changed` titles get one offer more (a new country). */
function writeFile(name: string, changedEvery: number): { path: string; offers: number } {
  const lines: string[] = [];
  let offers = 0;
  for (let i = 0; i < count; i++) {
    const { title, offers: list } = syntheticTitle(DEFAULT_SEED, i);
    const availability =
      changedEvery && i % changedEvery === 0
        ? [
            ...list,
            {
              country: 'IS',
              provider: 'Bench Flix',
              offerType: 'subscription' as const,
              link: null,
              price: null,
            },
          ]
        : list;
    offers += availability.length;
    lines.push(JSON.stringify({ ...title, availability }));
  }
  const path = join(work, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return { path, offers };
}

const databaseEnv: Record<string, string> =
  flags.db === 'postgres'
    ? { DATABASE_URL: flags['database-url'] ?? '' }
    : { DATA_DIR: join(work, 'data'), DATABASE_URL: '' };
// A fresh database each run: the first import must find nothing.
if (flags.db === 'postgres') await recreatePostgresDatabase(flags['database-url'] ?? '');

const first = writeFile('all-new.jsonl', 0);
const changed = writeFile('a-tenth-changed.jsonl', 10);
console.log(
  `[import] ${count.toLocaleString('en')} titles, ${first.offers.toLocaleString('en')} offers (${changed.offers.toLocaleString('en')} in the changed file), ${flags.db}`,
);
console.log('| import | seconds | titles/s | offers/s | changes recorded |\n|---|--:|--:|--:|--:|');
let recorded = 0;
for (const [label, file] of [
  ['all new', first],
  ['a tenth changed', changed],
  ['unchanged', changed],
] as const) {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/catalog-import.ts', file.path],
    {
      cwd: repoRoot,
      env: { ...process.env, ...databaseEnv, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`the import failed (${run.status}): ${run.stderr || run.stdout}`);
  const database = await openDatabase(
    flags.db === 'postgres'
      ? { url: flags['database-url'] ?? '' }
      : { dataDir: join(work, 'data', 'pglite') },
  );
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM availability_changes`,
  );
  await database.close();
  const changes = (row?.n ?? 0) - recorded;
  recorded = row?.n ?? 0;
  console.log(
    `| ${label} | ${seconds.toFixed(1)} | ${Math.round(count / seconds).toLocaleString('en')} | ${Math.round(file.offers / seconds).toLocaleString('en')} | ${changes.toLocaleString('en')} |`,
  );
}
rmSync(work, { recursive: true, force: true });
