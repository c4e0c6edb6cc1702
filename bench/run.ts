// Load benchmark of docs/performance.md#bars: /api/autocomplete and a cached POST /api/search against a bare
// Hono route, in one run. Usage: npm run bench -- [--db=pglite|postgres] [--duration=10]
// [--connections=10] [--warmup=2] [--gzip] [--cpu-prof] [--only=autocomplete|typed|picked]
// [--quiet-wait=120] [--database-url=postgres://…]
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type CpuReading, cpuSince, readCpu, waitForQuiet } from './cpu.ts';
import { type LoadOptions, type LoadSample, runLoad } from './load.ts';
import { monotonicUs, type ProfileWindow, summarizeProfile } from './profile.ts';
import { markdownTable, type Row, summarize } from './report.ts';
import {
  BENCH_DATABASE_URL,
  ensurePostgresDatabase,
  repoRoot,
  startHello,
  startReelAtlas,
  syntheticTarget,
} from './servers.ts';
import {
  coldAutocompleteInputs,
  DEFAULT_SEED,
  DEFAULT_TITLES,
  randomMissInputs,
} from './synthetic/generate.ts';
import { ensureSyntheticCatalog } from './synthetic/load.ts';
import {
  autocompleteColdTarget,
  autocompleteMissTarget,
  autocompleteTarget,
  configTarget,
  deviceCookie,
  helloTarget,
  openTitleOnce,
  pickTitle,
  type SearchBody,
  searchTarget,
  type Target,
  titlePageTarget,
  topRatedTarget,
} from './targets.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'database-url': { type: 'string' },
    catalog: { type: 'string', default: 'demo' },
    titles: { type: 'string', default: String(DEFAULT_TITLES) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    gzip: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
    'quiet-wait': { type: 'string', default: '120' },
  },
});
const db = flags.db;
if (db !== 'pglite' && db !== 'postgres') throw new Error('--db must be pglite or postgres');
const catalog = flags.catalog;
if (catalog !== 'demo' && catalog !== 'synthetic') throw new Error('--catalog must be demo or synthetic');
// `--only=quota,config`: the targets whose name contains any of these.
const only = flags.only?.split(',').filter(Boolean);
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const warmup = Number(flags.warmup);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const MISS_INPUTS_PER_RUN = 5_000 * (Math.max(duration, warmup) + 1);
const roundUp = (n: number) => Math.ceil(n / connections) * connections;
// Browsers always offer gzip; autocannon offers nothing unless told (the server compresses ≥ 1 KB).
const encoding: Record<string, string> = flags.gzip ? { 'accept-encoding': 'gzip' } : {};

/** When each target's timed run happened, to cut the server's CPU profile into them. */
const windows: ProfileWindow[] = [];

/** The timed run, with the CPU each side used meanwhile. */
async function timed(options: LoadOptions, target: Target): Promise<[LoadSample, CpuReading]> {
  const before = readCpu(target.pid);
  const fromUs = monotonicUs();
  const sample = await runLoad(options);
  windows.push({ label: target.name, fromUs, toUs: monotonicUs() });
  const used = cpuSince(before, readCpu(target.pid));
  // PGlite runs inside the server; any PostgreSQL activity then is someone else's.
  return [sample, db === 'postgres' ? used : { ...used, postgres: null }];
}

/** Warm-up, then the timed run. Single-use targets solve exactly as many tokens as they will use. */
async function measure(target: Target): Promise<[LoadSample, CpuReading]> {
  const base: LoadOptions = { url: target.url, connections, headers: { ...target.headers, ...encoding } };
  if (!target.singleUse) {
    const requests = await target.requests(0);
    await runLoad({ ...base, duration: warmup, requests });
    return timed({ ...base, duration, requests }, target);
  }
  // The request rate is unknown up front: warm up in batches and learn it on the way.
  let done = 0;
  let elapsedMs = 0;
  let batch = connections * 40;
  while (elapsedMs < warmup * 1000) {
    const warm = await runLoad({ ...base, amount: batch, requests: await target.requests(batch) });
    if (warm.non2xx || warm.errors)
      throw new Error(
        `${target.name} warm-up failed: ${JSON.stringify(warm.statusCodes)}, ${warm.errors} errors`,
      );
    done += warm.responses;
    elapsedMs += warm.elapsedMs;
    batch = roundUp(Math.max(connections * 10, (done / elapsedMs) * (warmup * 1000 - elapsedMs)));
  }
  const amount = roundUp((done / elapsedMs) * duration * 1000);
  // A few spare tokens in case the client sends one more request per connection than asked.
  const requests = await target.requests(amount + connections);
  return timed({ ...base, amount, requests }, target);
}

const profileDir = resolve(repoRoot, `bench/.data-profiles/${db}-${Date.now()}`);
const { dataDir, databaseUrl } =
  catalog === 'synthetic'
    ? await syntheticTarget(db, flags['database-url'])
    : {
        dataDir: resolve(repoRoot, `bench/.data-${db}`),
        databaseUrl: db === 'postgres' ? (flags['database-url'] ?? BENCH_DATABASE_URL) : undefined,
      };
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  os: `${process.platform} ${release()}`,
  loadAverageBefore: loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
};
log(
  `${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}, load average ${machine.loadAverageBefore}`,
);
if ((loadavg()[0] ?? 0) > 0.5)
  log('warning: the machine is not idle; other processes compete for the same cores');

if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
if (catalog === 'synthetic')
  await ensureSyntheticCatalog(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') }, {
    titles: Number(flags.titles),
    seed: Number(flags.seed),
    log,
  });
log(`starting the servers (${db}, ${catalog} catalog; the first demo start builds it, ~30 s)…`);
const [hello, app] = await Promise.all([
  startHello(),
  startReelAtlas({ dataDir, databaseUrl, cpuProfDir: flags['cpu-prof'] ? profileDir : undefined }),
]);

const rows: Row[] = [];
try {
  const cookie = await deviceCookie(app.url, dataDir);
  const typed: SearchBody = { query: 'The Matrix (1999)' };
  // What the web app sends when the title is picked from the autocomplete list.
  const picked = await pickTitle(app.url, 'The Matrix', 1999);
  const size = await openTitleOnce(app.url, cookie, typed);
  log(`warm-up search ok (${size} bytes of JSON); further searches of it are reopens`);

  const targets = [
    helloTarget(hello),
    configTarget(app, cookie),
    autocompleteTarget(app, cookie),
    ...(catalog === 'synthetic' ? [autocompleteColdTarget(app, cookie, coldAutocompleteInputs(3000))] : []),
    // Fresh inputs for the warm-up and for the timed run: room for 5,000 req/s each.
    autocompleteMissTarget(app, cookie, randomMissInputs(MISS_INPUTS_PER_RUN * 2), MISS_INPUTS_PER_RUN),
    searchTarget('POST /api/search (typed title)', app, cookie, typed),
    searchTarget('POST /api/search (picked id)', app, cookie, picked),
    titlePageTarget(app, cookie),
    topRatedTarget(app, cookie),
  ].filter((t, i) => i === 0 || !only || only.some((part) => t.name.includes(part)));
  let baseline: number | null = null;
  for (const target of targets) {
    const busy = await waitForQuiet(Number(flags['quiet-wait']));
    if (busy !== null && busy >= 0.25)
      log(`the machine stays busy (${busy.toFixed(2)} cores); measuring anyway`);
    log(`${target.name}: ${warmup} s warm-up + ${duration} s, ${connections} connections`);
    const row = summarize(target.name, ...(await measure(target)), baseline, !target.reference);
    baseline ??= row.rps;
    rows.push(row);
  }
} finally {
  await Promise.all([hello.stop(), app.stop()]);
}

const table = markdownTable(rows);
console.log(`\n${db}, ${connections} connections, ${duration} s per target${flags.gzip ? ', gzip' : ''}\n`);
console.log(table);

const invalid = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
for (const r of invalid)
  console.log(`\nINVALID RUN: ${r.target} had non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors`);

const date = new Date().toISOString().slice(0, 10);
// Runs with other than the default options get their own file.
const suffix = [
  catalog === 'synthetic' ? '-synthetic' : '',
  connections === 10 ? '' : `-c${connections}`,
  flags.gzip ? '-gzip' : '',
  flags.only ? `-only-${flags.only.replace(/\W+/g, '_')}` : '',
  flags['cpu-prof'] ? '-cpu-prof' : '',
].join('');
const file = resolve(repoRoot, `bench/results/${date}-${db}${suffix}.json`);
mkdirSync(resolve(repoRoot, 'bench/results'), { recursive: true });
const args = process.argv.slice(2).join(' ');
const command = args ? `npm run bench -- ${args}` : 'npm run bench';
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), db, catalog, command, machine, connections, duration, warmup, gzip: flags.gzip, rows, table }, null, 2)}\n`,
);
log(`results written to ${file}`);

if (flags['cpu-prof']) {
  // The server's main thread (thread 0); tsx's loader thread writes a profile of its own.
  const main = readdirSync(profileDir).find((name) => name.includes(`.${app.pid}.0.`));
  if (!main) throw new Error(`no CPU profile of the server in ${profileDir}`);
  console.log(`\nCPU profile: ${join(profileDir, main)} (open in Chrome DevTools or speedscope)`);
  for (const window of windows.filter((w) => !w.label.startsWith('bare')))
    console.log(`\n${summarizeProfile(join(profileDir, main), window)}`);
}
if (invalid.length) process.exitCode = 1;
