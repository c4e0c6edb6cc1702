// Every name of a title at scale (docs/catalog.md#every-name-of-a-title): N synthetic titles in the
// title index (as the exports leave them), each with 5 names (the original, an English title, and
// German, Japanese (katakana) and Korean (Hangul) translations: 4 aliases), written as the names
// crawl writes them; then autocomplete latency through the server's autocompleteFromDb (inputs
// typed from titles, from aliases in every script, and misses), the names' share of the storage,
// the time autocomplete's screen takes to be read (every instance reads it at its first
// autocomplete and every 5 minutes after: docs/architecture.md#autocompletes-three-caches), and a
// first names crawl's rate against a fake TMDb with the crawl's budget at 35 calls/s.
// Usage: npm run bench:title-names -- [--titles=200000] [--db=pglite|postgres] [--bulk-names]
//        [--database-url=postgres://…/reelatlas_bench_names] [--count=2000] [--crawl=700] [--reuse]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  crawlTitleNames,
  createSpareBudgetLimiter,
  createTmdbCatalog,
  createTmdbClient,
} from '@reelatlas/adapters/tmdb';
import {
  autocompleteFromDb,
  createCallBudgetStore,
  createCatalogCacheStore,
  createDbCatalog,
  createNamesCrawlStore,
  createTitleIndexStore,
  type Database,
  openDatabase,
  prepareAutocompleteScreen,
  queryRows,
  refreshAutocompleteScreen,
  replaceTitleNames,
  type TitleNamesInput,
} from '@reelatlas/db';
import { FAKE_TMDB_BEARER, namedFakeTmdbTitle, startFakeTmdb } from '@reelatlas/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ensurePostgresDatabase, repoRoot } from './servers.ts';
import { DEFAULT_SEED, randomMissInputs, seeded, syntheticTitle } from './synthetic/generate.ts';

const { values: flags } = parseArgs({
  options: {
    titles: { type: 'string', default: '200000' },
    db: { type: 'string', default: 'pglite' },
    count: { type: 'string', default: '2000' },
    crawl: { type: 'string', default: '700' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_names' },
    // The names' search indexes dropped before their load and built after it (the same indexes,
    // built at once instead of entry by entry): a big size within the time there is.
    'bulk-names': { type: 'boolean', default: false },
    // The database an earlier run built, when it holds the same titles and names: the build (up to
    // an hour at TMDb's size) done while the machine is busy, the timing once it is quiet.
    reuse: { type: 'boolean', default: false },
  },
});
const titles = Number(flags.titles);
const count = Number(flags.count);
const log = (line: string) => process.stderr.write(`[title-names] ${line}\n`);
const dir = resolve(repoRoot, `bench/.data-title-names-${flags.db}`);

const KATAKANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロ';
/** A pseudo word of 2–4 syllables from n, in Latin letters, katakana or Hangul. */
function word(n: number, script: 'latin' | 'kana' | 'hangul'): string {
  const c = 'bcdfghjklmnprstvz';
  const v = 'aeiouy';
  let out = '';
  for (let i = 0; i < 2 + (n % 3); i++) {
    const k = (n >>> (i * 4)) + i * 7;
    if (script === 'latin') out += (c[k % c.length] ?? 'k') + (v[(k >> 3) % v.length] ?? 'a');
    else if (script === 'kana') out += KATAKANA[k % KATAKANA.length];
    else out += String.fromCodePoint(0xac00 + ((Math.imul(k, 2654435761) >>> 0) % 11172));
  }
  return out;
}

function namesOf(i: number, title: string) {
  const h = Math.imul(i + 1, 2654435761) >>> 0;
  return [
    { kind: 'original' as const, name: title, language: 'en', country: null },
    { kind: 'english' as const, name: `${word(h, 'latin')} ${title}`, language: 'en', country: 'US' },
    {
      kind: 'translation' as const,
      name: `Die ${word(h >>> 3, 'latin')} ${word(h >>> 9, 'latin')}`,
      language: 'de',
      country: 'DE',
    },
    {
      kind: 'translation' as const,
      name: `${word(h >>> 5, 'kana')}の${word(h >>> 11, 'kana')}`,
      language: 'ja',
      country: 'JP',
    },
    {
      kind: 'translation' as const,
      name: `${word(h >>> 7, 'hangul')} ${word(h >>> 13, 'hangul')}`,
      language: 'ko',
      country: 'KR',
    },
  ];
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

async function relationBytes(database: Database): Promise<{ titles: number; names: number; all: number }> {
  const [row] = await queryRows<{ titles: number; names: number; all: number }>(
    database.db,
    sql`SELECT pg_total_relation_size('titles')::float8 AS titles,
               pg_total_relation_size('title_names')::float8 AS names,
               pg_database_size(current_database())::float8 AS all`,
  );
  return row ?? { titles: 0, names: 0, all: 0 };
}

/** The titles and names an earlier run left, when they are this run's: nothing to build. */
async function builtBefore(database: Database): Promise<boolean> {
  try {
    const [row] = await queryRows<{ titles: number; names: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM titles)::float8 AS titles, (SELECT count(*) FROM title_names)::float8 AS names`,
    );
    return row?.titles === titles && row.names === 5 * titles;
  } catch {
    return false;
  }
}

/** The database to time, and whether an earlier run built it (`--reuse`). */
async function open(): Promise<{ database: Database; reused: boolean }> {
  if (flags.reuse) {
    const earlier =
      flags.db === 'postgres'
        ? await openDatabase({ url: flags['database-url'] ?? '' }).catch(() => null)
        : existsSync(join(dir, 'pglite'))
          ? await openDatabase({ dataDir: join(dir, 'pglite') })
          : null;
    if (earlier && (await builtBefore(earlier))) {
      log(`reusing the ${titles.toLocaleString('en')} titles and their names an earlier run built`);
      return { database: earlier, reused: true };
    }
    await earlier?.close();
    log('nothing to reuse: building');
  }
  if (flags.db === 'postgres') {
    const url = flags['database-url'] ?? '';
    const name = new URL(url).pathname.slice(1);
    // Dropped and created again: only a database named as a bench's (…_bench_…), so several
    // copies of the repository on one server can each have theirs.
    if (!/(^|_)bench_/.test(name)) throw new Error(`refusing to recreate '${name}'`);
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
    await ensurePostgresDatabase(url);
    return { database: await openDatabase({ url }), reused: false };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return { database: await openDatabase({ dataDir: join(dir, 'pglite') }), reused: false };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const { database, reused } = await open();
await database.migrate();
const NAMES_BATCH = 1_000;
/** The names of titles [from, to) as the names crawl writes them. */
function namesInputs(from: number, to: number): TitleNamesInput[] {
  const items: TitleNamesInput[] = [];
  for (let j = from; j < Math.min(titles, to); j++) {
    const { title } = syntheticTitle(DEFAULT_SEED, j);
    items.push({
      type: title.type,
      id: title.id,
      title: title.title,
      popularity: title.popularity,
      names: namesOf(j, title.title),
    });
  }
  return items;
}

/** The titles and their names, written as the exports and the names crawl write them. */
async function build() {
  const started = Date.now();
  const store = createTitleIndexStore(database.db);
  await store.begin();
  const BATCH = 5_000;
  for (let i = 0; i < titles; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(titles, i + BATCH); j++) {
      const { title } = syntheticTitle(DEFAULT_SEED, j);
      rows.push({
        type: title.type,
        id: title.id,
        title: title.title,
        popularity: title.popularity,
        adult: false,
      });
    }
    await store.upsert(rows);
  }
  await store.finish();
  const indexSeconds = (Date.now() - started) / 1000;
  log(`${titles.toLocaleString('en')} titles indexed in ${indexSeconds.toFixed(0)} s`);
  const beforeNames = await relationBytes(database);
  const namesStarted = Date.now();
  const deferred = flags['bulk-names']
    ? await queryRows<{ name: string; definition: string }>(
        database.db,
        sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
            WHERE tablename = 'title_names' AND indexname NOT LIKE '%_pk'`,
      )
    : [];
  for (const { name } of deferred) await database.db.execute(sql.raw(`DROP INDEX "${name}"`));
  for (let i = 0; i < titles; i += NAMES_BATCH) {
    const items = namesInputs(i, i + NAMES_BATCH);
    await database.db.transaction((tx) => replaceTitleNames(tx, items));
    if (i % 50_000 === 0) log(`  names of ${i.toLocaleString('en')} titles written`);
  }
  const namesSeconds = (Date.now() - namesStarted) / 1000;
  const indexesStarted = Date.now();
  for (const { definition } of deferred) await database.db.execute(sql.raw(definition));
  const indexesSeconds = (Date.now() - indexesStarted) / 1000;
  if (deferred.length) log(`${deferred.length} indexes of the names built in ${indexesSeconds.toFixed(0)} s`);
  await database.db.execute(sql`VACUUM (ANALYZE) title_names`);
  await database.db.execute(sql`VACUUM (ANALYZE) titles`);
  return { indexSeconds, beforeNames, namesSeconds, indexesSeconds, deferred: deferred.length };
}
const built = reused ? null : await build();
const [counted] = await queryRows<{ n: number; aliases: number }>(
  database.db,
  sql`SELECT count(*)::float8 AS n, count(*) FILTER (WHERE alias)::float8 AS aliases FROM title_names`,
);
const after = await relationBytes(database);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

// The screen's reading, whole, then its trigrams' statement alone (the rest is what names and
// titles start with). Read before the inputs, so misses are timed with the screen in memory.
const heapBefore = process.memoryUsage().heapUsed;
let screenStarted = performance.now();
await prepareAutocompleteScreen(database.db);
const screenMs = performance.now() - screenStarted;
const screenHeap = process.memoryUsage().heapUsed - heapBefore;
const [startRows] = await queryRows<{ n: number }>(
  database.db,
  sql`SELECT count(*)::float8 AS n FROM title_starts`,
);
screenStarted = performance.now();
const screenTrigrams = (
  await queryRows<{ trigram: string }>(database.db, sql`SELECT trigram FROM title_trigrams`)
).length;
const trigramsMs = performance.now() - screenStarted;
// What the screen's starts cost before title_starts (migration 0029), on the same data.
screenStarted = performance.now();
await database.db.execute(
  sql`SELECT DISTINCT left(search_title, 4) AS start FROM titles
      UNION SELECT DISTINCT left(search_name, 4) FROM title_names WHERE alias`,
);
const formerStartsMs = performance.now() - screenStarted;

// Inputs: whole aliases and their first 6 characters in each script, titles' first words, misses.
const random = seeded(11);
const pick = () => Math.floor(random() * titles);
const aliasInputs = (index: number, cut: boolean) =>
  Array.from({ length: count }, () => {
    const j = pick();
    const name = namesOf(j, syntheticTitle(DEFAULT_SEED, j).title.title)[index]?.name ?? '';
    return cut ? [...name].slice(0, 6).join('') : name;
  });
const sets: [string, string[]][] = [];
for (const [label, index] of [
  ['German alias', 2],
  ['Japanese alias (katakana)', 3],
  ['Korean alias (Hangul)', 4],
] as const) {
  const whole = aliasInputs(index, false);
  sets.push([`${label}, whole`, whole]);
  sets.push([`${label}, first 6 characters`, aliasInputs(index, true)]);
}
// The API takes inputs from 2 characters (autocompleteQuerySchema): "A Rebellion…" is typed "a rebellion".
const firstWord = (title: string) => {
  const [first = 'the', second = ''] = title.split(' ');
  return [...first].length >= 2 ? first : `${first} ${second}`;
};
sets.push([
  'original titles, first word (two when the first is one letter)',
  Array.from({ length: count }, () => firstWord(syntheticTitle(DEFAULT_SEED, pick()).title.title)),
]);
sets.push(['random misses (letters, other scripts, 200 characters)', randomMissInputs(count, 7)]);

console.log(
  `\n${flags.db}, ${titles.toLocaleString('en')} titles, ${(counted?.n ?? 0).toLocaleString('en')} names (${(counted?.aliases ?? 0).toLocaleString('en')} aliases)\n`,
);
const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  built
    ? `index written in ${built.indexSeconds.toFixed(0)} s; names in ${built.namesSeconds.toFixed(0)} s${built.deferred ? ` (without their ${built.deferred} search indexes, built after in ${built.indexesSeconds.toFixed(0)} s)` : ''}; load average before the inputs: ${loadBefore}`
    : `built by an earlier run (--reuse); load average before the inputs: ${loadBefore}`,
);
console.log(
  `autocomplete's screen read in ${(screenMs / 1000).toFixed(2)} s (its ${screenTrigrams.toLocaleString('en')} trigrams alone: ${(trigramsMs / 1000).toFixed(2)} s; ${(startRows?.n ?? 0).toLocaleString('en')} starts); heap ${mb(screenHeap)} more after it; the former statement for its starts (DISTINCT left(…, 4) over titles and aliases): ${(formerStartsMs / 1000).toFixed(2)} s`,
);
console.log(
  `storage: titles ${mb(after.titles)}, title_names ${mb(after.names)} (${((100 * after.names) / after.all).toFixed(0)} % of the database's ${mb(after.all)}${built ? `; before the names: ${mb(built.beforeNames.all)}` : ''})${flags.db === 'pglite' ? `, data dir ${mb(duBytes(join(dir, 'pglite')))}` : ''}\n`,
);
// On PGlite the database runs on this process's thread: its CPU time per input is the cost on a
// machine to itself, whatever the load (the wall time waits for the cores others hold).
const cpu = flags.db === 'pglite';
console.log(
  `| inputs | n | found | p50 ms | p95 ms | p99 ms |${cpu ? ' CPU p50 ms | CPU p95 ms |' : ''}\n|---|--:|--:|--:|--:|--:|${cpu ? '--:|--:|' : ''}`,
);
for (const q of randomMissInputs(100, 99)) await autocompleteFromDb(database.db, q, 10);
for (const [name, inputs] of sets) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let found = 0;
  for (const q of inputs) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    if ((await autocompleteFromDb(database.db, q, 10)).length) found++;
    times.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${inputs.length} | ${found} | ${percentile(times, 0.5).toFixed(2)} | ${percentile(times, 0.95).toFixed(2)} | ${percentile(times, 0.99).toFixed(2)} |${cpu ? ` ${percentile(cpuTimes, 0.5).toFixed(2)} | ${percentile(cpuTimes, 0.95).toFixed(2)} |` : ''}`,
  );
}
console.log(
  `load average after the inputs: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
// Every later reading of the screen (every 5 minutes) takes only the rows added since the last
// one: here after 1,000 titles were given new names, as a names crawl's minute would.
const renamed = namesInputs(0, 1_000).map((item, j) => ({ ...item, names: namesOf(titles + j, item.title) }));
await database.db.transaction((tx) => replaceTitleNames(tx, renamed));
const [startsAfter] = await queryRows<{ n: number }>(
  database.db,
  sql`SELECT count(*)::float8 AS n FROM title_starts`,
);
screenStarted = performance.now();
await refreshAutocompleteScreen(database.db);
console.log(
  `the screen read again after 1,000 titles were given new names (${((startsAfter?.n ?? 0) - (startRows?.n ?? 0)).toLocaleString('en')} new starts): ${(performance.now() - screenStarted).toFixed(1)} ms`,
);
// Their names as built again, for the next run that reuses the database.
await database.db.transaction((tx) => replaceTitleNames(tx, namesInputs(0, 1_000)));
await database.close();

// A first crawl's rate: `crawl` titles known only from the exports, a fake TMDb answering at once,
// the crawl's spare budget at 35 calls a second (TMDB_RATE_LIMIT 70: half is spare).
const crawlTitles = Number(flags.crawl);
// --crawl=0: the latency only (a run that reuses a database measures its crawl elsewhere).
if (crawlTitles === 0) process.exit(0);
const crawlDb = await openDatabase({
  dataDir: join(resolve(repoRoot, 'bench/.data-title-names-crawl'), String(Date.now())),
});
await crawlDb.migrate();
const fixtures = Array.from({ length: crawlTitles }, (_, i) => ({
  type: 'movie' as const,
  id: 1 + i,
  original: `Crawl ${word(i * 97 + 5, 'latin')}`,
  originalLanguage: 'de',
  english: `Crawl ${word(i * 31 + 3, 'latin')} ${i}`,
  translations: [['de', 'DE', `Die ${word(i * 13 + 1, 'latin')}`] as [string, string, string]],
  alternatives: [],
  popularity: crawlTitles - i,
}));
const fake = await startFakeTmdb(fixtures.map(namedFakeTmdbTitle));
const index = createTitleIndexStore(crawlDb.db);
await index.begin();
await index.upsert(
  fixtures.map((f) => ({
    type: f.type,
    id: f.id,
    title: f.original,
    popularity: f.popularity,
    adult: false,
  })),
);
await index.finish();
const crawlStarted = Date.now();
// As the server's names crawl (apps/server/src/boot/names-crawl.ts): spare budget only, half of
// TMDB_RATE_LIMIT 70, so 35 calls a second.
const client = createTmdbClient({
  token: FAKE_TMDB_BEARER,
  baseUrl: fake.url,
  timeoutMs: 5_000,
  maxRetries: 0,
  limiter: createSpareBudgetLimiter({ store: createCallBudgetStore(crawlDb.db), max: 35 }),
});
const catalog = createTmdbCatalog({
  client,
  store: createCatalogCacheStore(crawlDb.db),
  stored: createDbCatalog(crawlDb.db, 'tmdb'),
  clock: { now: () => new Date() },
  titleTtlMs: 86_400_000,
  queryTtlMs: 3_600_000,
  autocompleteClient: null,
});
const summary = await crawlTitleNames({
  fetchTitle: (ref) => catalog.refreshTitle(ref),
  store: createNamesCrawlStore(crawlDb.db),
  limit: crawlTitles,
});
const crawlSeconds = (Date.now() - crawlStarted) / 1000;
await fake.close();
await crawlDb.close();
rmSync(resolve(repoRoot, 'bench/.data-title-names-crawl'), { recursive: true, force: true });
const rate = summary.fetched / crawlSeconds;
console.log(
  `\nfirst crawl: ${summary.fetched} titles in ${crawlSeconds.toFixed(1)} s = ${rate.toFixed(1)} titles/s (budget 35 calls/s); 1,200,000 titles at that rate: ${(1_200_000 / rate / 3600).toFixed(1)} h; the 100,000 most popular: ${(100_000 / rate / 60).toFixed(0)} min`,
);
console.log(
  `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
