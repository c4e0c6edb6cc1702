import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TitleSummary } from '@reelatlas/contracts';
import {
  autocompleteFromDb,
  createNamesCrawlStore,
  createTitleIndexStore,
  type Db,
  openDatabase,
  queryRows,
} from '@reelatlas/db';
import {
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  namedFakeTmdbTitle,
  namedTitleFixtures,
  namedTitlesTmdbEnv,
  seedExportsIndex,
  startNamedTitlesTmdb,
  TestClient,
} from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runNamesCrawl } from '../src/boot/names-crawl.ts';
import { startTestServer } from './test-server.ts';

// The names crawl: titles known only from the exports (their original name), fetched most popular
// first with every name, from spare TMDb budget, resumable, surviving TMDb's failures in place.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const migrated = useMigratedDatabase();
let fake: FakeTmdb;
const fixtures = namedTitleFixtures.slice(0, 8);
const crawl = (limit: number) =>
  runNamesCrawl({
    database: migrated.current,
    env: namedTitlesTmdbEnv(fake.url),
    clock: { now: () => new Date() },
    limit,
    sleep: async () => {},
    backoffMs: 1,
  });
const suggest = async (q: string): Promise<TitleSummary[]> => autocompleteFromDb(migrated.current.db, q, 5);
const fixture = (id: number) => {
  const found = namedTitleFixtures.find((f) => f.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
};
const fetchedIds = () =>
  fake.requests.filter((r) => /^\/3\/(movie|tv)\/\d+$/.test(r.path)).map((r) => r.path);

beforeAll(async () => {
  fake = await startNamedTitlesTmdb(fixtures);
  // The index as the exports leave it: original names only.
  await seedExportsIndex(migrated.current.db, [
    ...fixtures,
    { type: 'movie', id: 999_999, original: 'Gone From TMDb', popularity: 100 },
  ]);
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await fake?.close();
});

describe('the names crawl', () => {
  it('before it, the English and local names find nothing: the index knows the originals only', async () => {
    expect(await suggest('Spirited Away')).toEqual([]);
    expect((await suggest('千と千尋'))[0]).toMatchObject({ id: 129, title: '千と千尋の神隠し' });
  });

  it('takes only budget searches leave: with none spare, it waits and asks TMDb nothing', async () => {
    const stop = new AbortController();
    let waits = 0;
    const summary = await runNamesCrawl({
      database: migrated.current,
      // Half of a rate of 1 a second is no spare call at all.
      env: { ...namedTitlesTmdbEnv(fake.url), TMDB_RATE_LIMIT: 1 },
      clock: { now: () => new Date() },
      limit: 10,
      sleep: async () => {
        if (++waits >= 20) stop.abort();
      },
      signal: stop.signal,
    });
    expect(summary).toMatchObject({ fetched: 0, gone: 0 });
    expect(fake.requests).toHaveLength(0);
    expect(waits).toBe(20);
  });

  it('fetches the most popular first, keeps its place in the database, and goes on from it', async () => {
    const first = await crawl(5);
    // Most popular first (ties: TV before movies); 999_999 is not on the fake TMDb: 404, removed,
    // and the crawl moves on.
    expect(first).toMatchObject({ fetched: 4, gone: 1, stoppedOnFailure: false });
    expect(fetchedIds()).toEqual([
      '/3/tv/37854',
      '/3/tv/85937',
      '/3/tv/114410',
      '/3/tv/65930',
      '/3/movie/999999',
    ]);
    expect(await createNamesCrawlStore(migrated.current.db).readCursor()).toMatchObject({
      type: 'movie',
      id: 999_999,
    });
    fake.reset();
    const second = await crawl(100);
    expect(second).toMatchObject({ fetched: fixtures.length - 4, stoppedOnFailure: false });
    expect(fetchedIds()).toEqual(['/3/movie/129', '/3/movie/496243', '/3/movie/372058', '/3/movie/758009']);
    // Every call asked for the names with what a counted search needs.
    for (const r of fake.requests.filter((q) => /^\/3\/(movie|tv)\/\d+$/.test(q.path)))
      expect(r.params.get('append_to_response')).toBe(
        'videos,watch/providers,external_ids,translations,alternative_titles',
      );
  });

  it('makes every name findable, the English title shown', async () => {
    expect((await suggest('Spirited Away'))[0]).toMatchObject({ id: 129, title: 'Spirited Away' });
    expect((await suggest('El viaje de Chihiro'))[0]).toMatchObject({
      id: 129,
      title: 'Spirited Away',
      matchedName: 'El viaje de Chihiro',
    });
    expect((await suggest('ワンピース'))[0]).toMatchObject({
      id: 37854,
      title: 'One Piece',
      matchedName: 'ワンピース',
    });
    const [left] = await queryRows<{ n: number }>(
      migrated.current.db,
      sql`SELECT count(*)::int AS n FROM titles WHERE source = 'index'`,
    );
    expect(left?.n).toBe(0);
  });

  it('survives 429, 5xx and timeouts without losing its place, and stops on a title TMDb keeps failing', async () => {
    // A title new in the export, less popular than where the crawl stands: next in line.
    const store = createTitleIndexStore(migrated.current.db);
    await store.upsert([
      { type: 'movie', id: 582, title: 'Das Leben der Anderen', popularity: 1, adult: false },
    ]);
    fake.data.titles.push(namedFakeTmdbTitle(fixture(582)));
    fake.fail({ kind: 'status', status: 429, retryAfter: '0' }, { path: '/3/movie/582', times: 1 });
    fake.fail({ kind: 'status', status: 503 }, { path: '/3/movie/582', times: 1 });
    fake.fail({ kind: 'slow', delayMs: 1_000 }, { path: '/3/movie/582', times: 1 });
    expect(await crawl(10)).toMatchObject({ fetched: 1, stoppedOnFailure: false });
    expect(fake.hits('/3/movie/582')).toBe(4);
    expect((await suggest('Das Leben der'))[0]).toMatchObject({ id: 582, title: 'The Lives of Others' });

    await store.upsert([{ type: 'movie', id: 637, title: 'La vita è bella', popularity: 0.5, adult: false }]);
    fake.data.titles.push(namedFakeTmdbTitle(fixture(637)));
    fake.fail({ kind: 'status', status: 500 }, { path: '/3/movie/637' });
    const stopped = await crawl(10);
    expect(stopped).toMatchObject({ fetched: 0, stoppedOnFailure: true, cursor: { id: 582 } });
    fake.reset();
    expect(await crawl(10)).toMatchObject({ fetched: 1, stoppedOnFailure: false, cursor: { id: 637 } });
  });
});

describe('the names crawl as a server job', () => {
  it('runs soon after start with a token, and reports its work in /metrics; off, it never runs', async () => {
    const fixturesHere = namedTitleFixtures.slice(8, 12);
    const tmdb = await startNamedTitlesTmdb(fixturesHere);
    const seed = (db: Db) => seedExportsIndex(db, fixturesHere);
    const env = {
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: tmdb.url,
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
    };
    const off = await startTestServer({
      env,
      seedCatalog: seed,
      namesCrawl: { firstCheckMs: 10, everyMs: 50 },
    });
    try {
      await new Promise((done) => setTimeout(done, 400));
      expect(tmdb.requests.filter((r) => /^\/3\/(movie|tv)\/\d+$/.test(r.path))).toHaveLength(0);
    } finally {
      await off.stop();
    }
    const on = await startTestServer({
      env: { ...env, TMDB_NAMES_CRAWL: 'on' },
      seedCatalog: seed,
      namesCrawl: { firstCheckMs: 10, everyMs: 50 },
    });
    try {
      const client = new TestClient(on.url, '127.0.0.1');
      let found: TitleSummary[] = [];
      for (let i = 0; i < 100 && !found.length; i++) {
        found = (await client.json<TitleSummary[]>('/api/autocomplete?q=Zwei%20glorreiche')).body;
        if (!found.length) await new Promise((done) => setTimeout(done, 100));
      }
      expect(found[0]).toMatchObject({ id: 429, title: 'The Good, the Bad and the Ugly' });
      let metrics = '';
      for (let i = 0; i < 50; i++) {
        metrics = await (await fetch(`${on.url}/metrics`)).text();
        if (/reelatlas_names_crawl_remaining 0\b/.test(metrics)) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(metrics).toMatch(
        new RegExp(`reelatlas_names_crawl_titles_total\\{outcome="fetched"\\} ${fixturesHere.length}\\b`),
      );
      expect(metrics).toMatch(/reelatlas_names_crawl_remaining 0\b/);
      expect(metrics).toMatch(/reelatlas_job_runs_total\{job="names_crawl",outcome="done"\} \d+/);
    } finally {
      await on.stop();
      await tmdb.close();
    }
  }, 60_000);
});

describe('npm run catalog:sync-names', () => {
  it('crawls from the command line with a progress bar and a summary, and resumes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelatlas-sync-names-'));
    const here = namedTitleFixtures.slice(12, 15);
    const tmdb = await startNamedTitlesTmdb(here);
    try {
      const seeded = await openDatabase({ dataDir: join(dir, 'data', 'pglite') });
      await seeded.migrate();
      await seedExportsIndex(seeded.db, here);
      await seeded.close();
      const run = async (...args: string[]) => {
        // Not spawnSync: the fake TMDb runs on this process's event loop.
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/catalog-sync-names.ts', ...args],
          {
            cwd: root,
            env: {
              PATH: process.env.PATH,
              DATA_DIR: join(dir, 'data'),
              TMDB_API_TOKEN: FAKE_TMDB_BEARER,
              TMDB_API_URL: tmdb.url,
            },
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
        });
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
        });
        const [status] = await once(child, 'exit');
        return { status, stdout, stderr };
      };
      const first = await run('--limit', '2');
      expect(first.status).toBe(0);
      expect(first.stderr).toContain('Fetching names: 100% 2 titles');
      expect(first.stdout).toContain('Fetched the names of 2 titles (0 gone from TMDb, 0 skipped).');
      const second = await run();
      expect(second.status).toBe(0);
      expect(second.stdout).toContain('Fetched the names of 1 titles');
      expect(tmdb.requests.filter((r) => /^\/3\/(movie|tv)\/\d+$/.test(r.path))).toHaveLength(3);
    } finally {
      await tmdb.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
