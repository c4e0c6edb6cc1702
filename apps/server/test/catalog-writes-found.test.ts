import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TitleSummary } from '@reelatlas/contracts';
import { type CatalogTitleInput, upsertCatalogTitles } from '@reelatlas/db';
import {
  createTestDatabase,
  exportMovieLine,
  exportTvLine,
  type FakeTmdbExports,
  startFakeTmdbExports,
  TestClient,
  type TestDatabase,
} from '@reelatlas/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_WRITES_READ_MS } from '../src/boot/catalog-writes.ts';
import { runTitleIndexSync } from '../src/boot/title-index-sync.ts';
import { importCatalogFile } from '../src/catalog/import-catalog.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// What is written is found: a title a writer commits is suggested at once by the instance that
// wrote it — even for an input that instance had just answered "nothing" to from memory — and by
// every other instance within one reading of `catalog_writes` (CATALOG_WRITES_READ_MS).
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reelatlas-writes-'));
let exports: FakeTmdbExports;
let database: TestDatabase;
let server: TestServer;
let ipSeq = 0;
const suggest = async (q: string) =>
  (
    await new TestClient(server.url, `192.0.2.${++ipSeq}`).json<TitleSummary[]>(
      `/api/autocomplete?q=${encodeURIComponent(q)}`,
    )
  ).body.map((t) => t.title);

const line = (id: number, title: string) => ({
  type: 'movie',
  id,
  title,
  year: 2020,
  popularity: 5,
  availability: [],
});
const live = (id: number, title: string): CatalogTitleInput => ({
  type: 'movie',
  id,
  title,
  year: 2021,
  rating: 7,
  votes: 10,
  popularity: 4,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
});

beforeAll(async () => {
  exports = await startFakeTmdbExports();
  database = await createTestDatabase();
  server = await startTestServer({ database });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await exports?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a title written by this instance is suggested at once', () => {
  it("after the server's own export sync, in any script (an input answered empty from memory before)", async () => {
    expect(await suggest('ワンピ')).toEqual([]);
    expect(await suggest('kimetsu no')).toEqual([]);
    exports.files.set('movie_ids_11_23_2026.json.gz', [exportMovieLine(900_001, 'Kimetsu no Yaiba', 20)]);
    exports.files.set('tv_series_ids_11_23_2026.json.gz', [exportTvLine(37_854, 'ワンピース', 90)]);
    const summary = await runTitleIndexSync({
      database: server.deps.database,
      env: { TMDB_EXPORTS_URL: exports.url },
      clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    });
    expect(summary?.written).toBe(2);
    expect(await suggest('ワンピ')).toEqual(['ワンピース']);
    expect(await suggest('kimetsu no')).toEqual(['Kimetsu no Yaiba']);
  });

  it('after an import', async () => {
    expect(await suggest('plimsoll')).toEqual([]);
    const file = join(dir, 'one.jsonl');
    writeFileSync(file, `${JSON.stringify(line(900_101, 'Plimsoll Line'))}\n`);
    await importCatalogFile(server.deps.database.db, file, {
      now: new Date(),
      logger: pino({ level: 'silent' }),
    });
    expect(await suggest('plimsoll')).toEqual(['Plimsoll Line']);
  });

  it('after a fetch or refresh renames a title (a full list of suggestions is dropped too)', async () => {
    const many = Array.from({ length: 12 }, (_, i) => live(900_200 + i, `Quillon Tale ${i}`));
    await upsertCatalogTitles(server.deps.database.db, many, new Date());
    expect(await suggest('quillon')).toHaveLength(10);
    await upsertCatalogTitles(
      server.deps.database.db,
      [{ ...live(900_250, 'Quillon'), popularity: 500 }],
      new Date(),
    );
    expect((await suggest('quillon'))[0]).toBe('Quillon');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a title written by another process', () => {
  it(`is suggested within ${CATALOG_WRITES_READ_MS / 1000} s (catalog:import beside the running server)`, async () => {
    expect(await suggest('brindlewick')).toEqual([]);
    const file = join(dir, 'other.jsonl');
    writeFileSync(file, `${JSON.stringify(line(900_301, 'Brindlewick Manor'))}\n`);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/catalog-import.ts', file],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: (database.options as { url: string }).url,
          INIT_CWD: root,
        },
        stdio: 'ignore',
      },
    );
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    const committed = performance.now();
    let found: string[] = [];
    while (performance.now() - committed < CATALOG_WRITES_READ_MS + 3_000) {
      found = await suggest('brindlewick');
      if (found.length) break;
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(found).toEqual(['Brindlewick Manor']);
    // Within one reading (plus this test's polling), not after the caches' minutes.
    expect(performance.now() - committed).toBeLessThan(CATALOG_WRITES_READ_MS + 1_500);
  }, 90_000);
});
