// The title index at TMDb's scale (docs/catalog.md#title-index): writes synthetic daily ID exports of N titles
// (default 1,200,000: TMDb's movie + TV exports), serves them like files.tmdb.org, and times
// `npm run catalog:sync-ids` into a fresh data dir (the first sync), then a second day's export
// (1 % renamed or re-ranked, 0.5 % gone: the daily sync), with the data dir's growth.
// Usage: npm run bench:title-index -- [--titles=1200000] [--seed=1] [--db=pglite|postgres]
//        [--database-url=postgres://…/reelatlas_bench_index] [--recreate-database]
// CPU is counted apart from wall time (the sync's process; on PostgreSQL also the database's
// backends): on a machine shared with other work, wall time measures the sharing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { postgresBackendsOf, processCpuMs } from './cpu.ts';
import { ensurePostgresDatabase, repoRoot } from './servers.ts';
import { DEFAULT_SEED, syntheticTitle } from './synthetic/generate.ts';

const { values: flags } = parseArgs({
  options: {
    titles: { type: 'string', default: '1200000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_index' },
    /** Allow dropping a database whose name does not start with reelatlas_bench_ (your own). */
    'recreate-database': { type: 'boolean', default: false },
  },
});
const titles = Number(flags.titles);
const seed = Number(flags.seed);
const log = (line: string) => process.stderr.write(`[title-index] ${line}\n`);
const dir = resolve(repoRoot, `bench/.data-title-index-${flags.db}`);
const exportsDir = join(dir, 'exports');
const DAYS = ['11_23_2026', '11_24_2026'] as const;

/** Syllable words: names and transliterations, so the index holds more than the word lists' trigrams. */
function pseudoWord(n: number): string {
  const c = 'bcdfghjklmnprstvz';
  const v = 'aeiouy';
  let word = '';
  for (let i = 0; i < 2 + (n % 3); i++)
    word += (c[(n >> (i * 3)) % c.length] ?? 'k') + (v[(n >> (i * 2 + 7)) % v.length] ?? 'a');
  return word;
}

/** Both export files of one day as JSON Lines (day 1: a changed title or popularity for 1 %, 0.5 % gone). */
function writeExports(day: 0 | 1) {
  const lines: Record<'movie' | 'tv', string[]> = { movie: [], tv: [] };
  for (let i = 0; i < titles; i++) {
    if (day === 1 && i % 200 === 7) continue;
    const { title } = syntheticTitle(seed, i);
    let name = i % 10 === 3 ? `${title.title} ${pseudoWord(Math.imul(i, 2654435761) >>> 0)}` : title.title;
    let popularity = title.popularity;
    if (day === 1 && i % 100 === 11) name = `${name} II`;
    if (day === 1 && i % 100 === 13) popularity += 1;
    lines[title.type].push(
      title.type === 'movie'
        ? JSON.stringify({ adult: false, id: title.id, original_title: name, popularity, video: false })
        : JSON.stringify({ id: title.id, original_name: name, popularity }),
    );
  }
  for (const [type, file] of [
    ['movie', 'movie_ids'],
    ['tv', 'tv_series_ids'],
  ] as const)
    writeFileSync(join(exportsDir, `${file}_${DAYS[day]}.json.gz`), gzipSync(`${lines[type].join('\n')}\n`));
  return lines.movie.length + lines.tv.length;
}

/** What the database takes: the PGlite data dir, or the PostgreSQL database's size. */
async function storageBytes(): Promise<number> {
  if (flags.db !== 'postgres') return duBytes(dataDir);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>(
      'SELECT pg_database_size(current_database()) AS size',
    );
    return Number(rows[0]?.size ?? 0);
  } finally {
    await client.end();
  }
}

function duBytes(path: string): number {
  let total = 0;
  const walk = (p: string) => {
    const s = statSync(p);
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
    else total += s.size;
  };
  if (existsSync(path)) walk(path);
  return total;
}

async function runSync(
  env: Record<string, string>,
  date: string,
): Promise<{ seconds: number; cpuSeconds: number; pgCpuSeconds: number; out: string }> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/catalog-sync-ids.ts', '--date', date],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  // /proc forgets a process when it ends: its last reading (every 250 ms) is kept.
  let cpu = 0;
  const backendCpu = new Map<number, number>();
  const database = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
  const sample = setInterval(() => {
    cpu = processCpuMs(child.pid ?? -1) ?? cpu;
    if (database)
      for (const pid of postgresBackendsOf(database))
        backendCpu.set(pid, processCpuMs(pid) ?? backendCpu.get(pid) ?? 0);
  }, 250);
  const [code] = await once(child, 'exit');
  clearInterval(sample);
  if (code !== 0 && code !== 2) throw new Error(`catalog:sync-ids exited with ${code}: ${out}`);
  const pgCpu = [...backendCpu.values()].reduce((a, b) => a + b, 0);
  return {
    seconds: (Date.now() - started) / 1000,
    cpuSeconds: cpu / 1000,
    pgCpuSeconds: pgCpu / 1000,
    out: out.trim(),
  };
}

mkdirSync(exportsDir, { recursive: true });
const stamp = join(exportsDir, `built-${titles}-${seed}`);
if (!existsSync(stamp)) {
  log(`writing synthetic exports of ${titles.toLocaleString('en')} titles…`);
  for (const day of [0, 1] as const) log(`  day ${day + 1}: ${writeExports(day).toLocaleString('en')} lines`);
  writeFileSync(stamp, '');
}
const server = createServer((req, res) => {
  const name = (req.url ?? '').split('/').pop() ?? '';
  const path = join(exportsDir, name);
  if (!name.endsWith('.json.gz') || !existsSync(path)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-length': String(statSync(path).size) });
  createReadStream(path).pipe(res);
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/p/exports`;

const dataDir = join(dir, 'data');
rmSync(dataDir, { recursive: true, force: true });
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  TMDB_API_TOKEN: 'bench',
  TMDB_EXPORTS_URL: url,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
};
if (flags.db === 'postgres') {
  const dbUrl = flags['database-url'] ?? '';
  const name = new URL(dbUrl).pathname.slice(1);
  if (!/^[a-z_]+$/.test(name) || (!name.startsWith('reelatlas_bench_') && !flags['recreate-database']))
    throw new Error(`refusing to recreate database '${name}' (add --recreate-database if it is yours)`);
  const admin = new pg.Client({ connectionString: dbUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
  await ensurePostgresDatabase(dbUrl);
  env.DATABASE_URL = dbUrl;
}
try {
  // An empty, migrated database first, so the growth is the index's alone.
  await runSync({ ...env, TMDB_EXPORTS_URL: 'http://127.0.0.1:9/none' }, '2026-11-23').catch(() => undefined);
  const before = await storageBytes();
  const first = await runSync(env, '2026-11-23');
  const afterFirst = await storageBytes();
  const second = await runSync(env, '2026-11-24');
  const afterSecond = await storageBytes();
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(`\n${flags.db}, ${titles.toLocaleString('en')} titles\n`);
  const row = (name: string, run: Awaited<ReturnType<typeof runSync>>, bytes: number) =>
    `| ${name} | ${run.seconds.toFixed(1)} | ${run.cpuSeconds.toFixed(1)} | ${flags.db === 'postgres' ? run.pgCpuSeconds.toFixed(1) : '—'} | ${mb(bytes)} |`;
  console.log(
    `| sync | wall s | sync process CPU s | PostgreSQL backends CPU s | data after |\n|---|--:|--:|--:|--:|`,
  );
  console.log(`| (migrated, empty) | — | — | — | ${mb(before)} |`);
  console.log(row(`first (${DAYS[0]})`, first, afterFirst));
  console.log(row(`daily (${DAYS[1]})`, second, afterSecond));
  console.log(
    `\nload average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.log(`\n${first.out}\n${second.out}`);
} finally {
  server.close();
}
