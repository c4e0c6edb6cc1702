// How long a counted search waits when its title is fetched now and the Streaming Availability
// API is configured (docs/catalog.md#streaming-availability-api): TMDb and the second source
// answer after a fixed delay each (fakes), every search is a new visitor's first search of a title
// no cache holds (listed by the title index, as TMDb's exports list every title). Runs the
// server from source (no build) on a fresh PGlite data directory.
// Usage: npm run bench:search-offer-facts -- [--delay=300] [--searches=20] [--timeout=2500]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTitleIndexStore, openDatabase } from '@reelatlas/db';
import {
  FAKE_MOTN_KEY,
  FAKE_TMDB_BEARER,
  fakeTmdbTitles,
  solveAltcha,
  startFakeStreamingAvailability,
  startFakeTmdb,
  TestClient,
} from '@reelatlas/testing';
import { repoRoot } from './servers.ts';

const { values: flags } = parseArgs({
  options: {
    delay: { type: 'string', default: '300' },
    searches: { type: 'string', default: '20' },
    timeout: { type: 'string', default: '2500' },
  },
});
const delayMs = Number(flags.delay);
const searches = Number(flags.searches);
const FIRST_ID = 70_001;
/** The value at fraction `p` of a sorted sample (nearest rank). */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
const ids = Array.from({ length: searches }, (_, i) => FIRST_ID + i);

const titles = structuredClone(fakeTmdbTitles);
const matrix = titles.find((t) => t.mediaType === 'movie' && t.item.id === 603);
if (!matrix) throw new Error('fixture missing');
for (const id of ids) titles.push({ ...structuredClone(matrix), item: { ...matrix.item, id } });
const tmdb = await startFakeTmdb(titles);
const motn = await startFakeStreamingAvailability();
for (const id of ids) motn.shows[`movie/${id}`] = structuredClone(motn.shows['movie/603'] ?? {});

// The title index lists the titles (TMDb's exports would); none is fetched yet.
const dataDir = mkdtempSync(join(tmpdir(), 'reelatlas-bench-facts-'));
// Where the server opens PGlite in DATA_DIR (apps/server/src/boot/database-options.ts).
const seed = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await seed.migrate();
await createTitleIndexStore(seed.db).upsert(
  ids.map((id) => ({ type: 'movie' as const, id, title: `The Matrix ${id}`, popularity: 1, adult: false })),
);
await seed.close();

const port = 39_000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    TRUST_PROXY: '1',
    ALTCHA_MAX_NUMBER: '1000',
    RATE_LIMIT_MULTIPLIER: '1000000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    TMDB_API_TOKEN: FAKE_TMDB_BEARER,
    TMDB_API_URL: tmdb.url,
    TMDB_TIMEOUT_MS: '5000',
    TMDB_MAX_RETRIES: '0',
    TMDB_REFRESH_INTERVAL_MINUTES: '0',
    TMDB_EXPORTS_SYNC: 'off',
    TMDB_NAMES_CRAWL: 'off',
    TMDB_CHANGE_FEED: 'off',
    STREAMING_AVAILABILITY_API_KEY: FAKE_MOTN_KEY,
    STREAMING_AVAILABILITY_API_URL: motn.url,
    STREAMING_AVAILABILITY_TIMEOUT_MS: flags.timeout,
    STREAMING_AVAILABILITY_RATE_LIMIT: '100',
    STREAMING_AVAILABILITY_MONTHLY_QUOTA: '100000',
  },
});
const url = `http://127.0.0.1:${port}`;
try {
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${url}/api/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 1800) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
  tmdb.fail({ kind: 'slow', delayMs }, { path: /^\/3\/movie\/7\d{4}$/ });
  motn.fail({ kind: 'slow', delayMs });
  const waits: number[] = [];
  let withFacts = 0;
  for (const [i, id] of ids.entries()) {
    const ip = `198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`;
    const token = await solveAltcha(url, ip);
    const started = performance.now();
    const answer = await new TestClient(url, ip).json<{ availability: { quality?: string }[] }>(
      '/api/search',
      {
        method: 'POST',
        json: { token, query: 'The Matrix (1999)', id, type: 'movie' },
      },
    );
    waits.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
    if (answer.body.availability.some((row) => row.quality)) withFacts++;
  }
  // A search asked the second source alongside TMDb when it did so before TMDb answered.
  const alongside = ids.filter((id) => {
    const asked = tmdb.requests.find((r) => r.path === `/3/movie/${id}`)?.at;
    const second = motn.requests.find((r) => r.path === `/shows/movie/${id}`)?.at;
    return asked !== undefined && second !== undefined && second < asked + delayMs;
  }).length;
  const sorted = waits.slice().sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      delayMs,
      searches,
      withFacts,
      motnCalls: motn.requests.length,
      alongside,
      p50: ms(percentile(sorted, 0.5)),
      p95: ms(percentile(sorted, 0.95)),
      min: ms(sorted[0] ?? Number.NaN),
      max: ms(sorted.at(-1) ?? Number.NaN),
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  await tmdb.close();
  await motn.close();
  rmSync(dataDir, { recursive: true, force: true });
}
