import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocompleteFromDb, queryRows, readMeta, upsertCatalogTitles } from '@reelatlas/db';
import {
  exportMovieLine,
  exportTvLine,
  type FakeTmdbExports,
  startFakeTmdbExports,
} from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runTitleIndexSync, TITLE_INDEX_DAY_KEY } from '../src/boot/title-index-sync.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let exports: FakeTmdbExports;
const migrated = useMigratedDatabase();
// 09:00 UTC: the exports of that day are published (TMDb: by 08:00 UTC).
const clock = { now: () => new Date('2026-11-23T09:00:00Z') };
const sync = (day?: string) =>
  runTitleIndexSync({
    database: migrated.current,
    env: { TMDB_EXPORTS_URL: exports.url },
    clock,
    day: day ? new Date(`${day}T00:00:00Z`) : undefined,
  });
const names = async (input: string) =>
  (await autocompleteFromDb(migrated.current.db, input, 10)).map((row) => row.title);
const indexRows = async () =>
  (
    await queryRows<{ key: string }>(
      migrated.current.db,
      sql`SELECT type || ':' || id AS key FROM titles WHERE source = 'index' ORDER BY type, id`,
    )
  ).map((row) => row.key);

const day1Movies = [
  exportMovieLine(3924, 'Blondie', 2.4),
  exportMovieLine(603, 'The Matrix', 88),
  '{"adult":false,"id":6124,"original_title":', // a bad line: cut short
  exportMovieLine(8000, 'Velvet Hours', 40, true),
  exportMovieLine(8001, 'Gone Tomorrow', 3),
  exportMovieLine(8002, 'Listed Then Gone', 3),
  exportMovieLine(8003, 'Fetched Then Gone', 3),
  JSON.stringify({ id: -1, original_title: 'Negative id' }),
];
const day1Tv = [exportTvLine(1396, 'Breaking Bad', 300), exportTvLine(3924, 'Blondie', 1)];

beforeAll(async () => {
  exports = await startFakeTmdbExports();
});
afterAll(async () => {
  await exports?.close();
});
beforeEach(() => {
  exports.faults.clear();
  exports.requests.length = 0;
});

describe('the title index from TMDb daily ID exports (fake export server)', () => {
  it('streams both gzipped files into titles, skipping a bad line, and autocompletes from them', async () => {
    exports.files.set('movie_ids_11_23_2026.json.gz', day1Movies);
    exports.files.set('tv_series_ids_11_23_2026.json.gz', day1Tv);
    const summary = await sync();
    expect(summary).toMatchObject({
      day: '2026-11-23',
      lines: { movie: 8, tv: 2 },
      written: 8,
      removed: 0,
      badLines: 2,
    });
    expect(summary?.examples.map((bad) => `${bad.kind}:${bad.line}`)).toEqual(['movie:3', 'movie:8']);
    expect(await indexRows()).toEqual([
      'movie:603',
      'movie:3924',
      'movie:8000',
      'movie:8001',
      'movie:8002',
      'movie:8003',
      'tv:1396',
      'tv:3924',
    ]);
    expect(await names('blon')).toEqual(['Blondie', 'Blondie']);
    expect(await names('breaking')).toEqual(['Breaking Bad']);
    // Adult titles stay out of autocomplete.
    expect(await names('velvet')).toEqual([]);
    expect(await readMeta(migrated.current.db, TITLE_INDEX_DAY_KEY)).toBe('2026-11-23');
  });

  it('leaves the previous index in place when a download fails or breaks off', async () => {
    exports.files.set('movie_ids_11_24_2026.json.gz', [exportMovieLine(9999, 'Brand New', 5)]);
    exports.files.set('tv_series_ids_11_24_2026.json.gz', []);
    const before = await indexRows();
    for (const fault of [{ kind: 'status', status: 500 } as const, { kind: 'truncate' } as const]) {
      exports.faults.set('tv_series_ids_11_24_2026.json.gz', fault);
      await expect(sync('2026-11-24')).rejects.toThrow(/tv_series_ids_11_24_2026\.json\.gz/);
      expect(await indexRows()).toEqual(before);
      expect(await readMeta(migrated.current.db, TITLE_INDEX_DAY_KEY)).toBe('2026-11-23');
    }
  });

  it('removes an id that left the export, unless it is in a list or its details were fetched', async () => {
    await migrated.current.db.execute(
      sql`INSERT INTO users (id, name, email, username) VALUES ('u1', 'U', 'u@example.com', 'u')`,
    );
    await migrated.current.db.execute(
      sql`INSERT INTO list_entries (user_id, list, title_type, title_id, title)
          VALUES ('u1', 'watchlist', 'movie', 8002, 'Listed Then Gone')`,
    );
    await upsertCatalogTitles(
      migrated.current.db,
      [
        {
          type: 'movie',
          id: 8003,
          title: 'Fetched Then Gone',
          year: 2020,
          rating: 7,
          votes: 10,
          popularity: 3,
          description: 'Details from TMDb.',
          thumbnail: null,
          trailerUrl: null,
          seasons: null,
          availability: [],
        },
      ],
      new Date(),
    );
    const gone = new Set([
      exportMovieLine(8001, 'Gone Tomorrow', 3),
      exportMovieLine(8002, 'Listed Then Gone', 3),
    ]);
    exports.files.set(
      'movie_ids_11_25_2026.json.gz',
      day1Movies.filter((line) => !gone.has(line) && !line.includes('8003')),
    );
    exports.files.set('tv_series_ids_11_25_2026.json.gz', day1Tv);
    expect(await sync('2026-11-25')).toMatchObject({ removed: 1, written: 0 });
    const keys = await indexRows();
    expect(keys).not.toContain('movie:8001');
    expect(keys).toContain('movie:8002');
    expect(await names('gone tomorrow')).not.toContain('Gone Tomorrow');
    expect((await names('fetched then'))[0]).toBe('Fetched Then Gone');
  });

  it('reads the day before when the day’s exports are not published yet (404)', async () => {
    exports.files.set('movie_ids_11_27_2026.json.gz', day1Movies);
    exports.files.set('tv_series_ids_11_27_2026.json.gz', day1Tv);
    expect(await sync('2026-11-28')).toMatchObject({ day: '2026-11-27' });
    expect(exports.requests).toContain('movie_ids_11_28_2026.json.gz');
  });

  it('runs one sync at a time (the catalog lock)', async () => {
    const held = await migrated.current.tryWithLock(0x7e1a_7105, () => sync('2026-11-23'));
    expect(held).toEqual({ ran: true, value: null });
  });

  it('keeps every id when an export looks short (far more missing than a day drops), removes a normal day’s', async () => {
    // 3,000 films, then a file cut after its first 1,000 lines (valid gzip: nothing fails to unzip).
    const many = Array.from({ length: 3000 }, (_, i) => exportMovieLine(50_000 + i, `Reel ${i} Story`, 1));
    exports.files.set('movie_ids_11_29_2026.json.gz', [...day1Movies, ...many]);
    exports.files.set('tv_series_ids_11_29_2026.json.gz', day1Tv);
    await sync('2026-11-29');
    const indexed = (await indexRows()).filter((key) => key.startsWith('movie:')).length;
    exports.files.set('movie_ids_11_30_2026.json.gz', [...day1Movies, ...many.slice(0, 1000)]);
    exports.files.set('tv_series_ids_11_30_2026.json.gz', day1Tv);
    expect(await sync('2026-11-30')).toMatchObject({
      removed: 0,
      keptAbsent: [{ kind: 'movie', absent: 2000, indexed }],
    });
    expect(await indexRows()).toContain('movie:52999');
    expect((await names('reel 2999 story'))[0]).toBe('Reel 2999 Story');
    // The sync itself went through: the day is recorded, so the daily job does not retry it all day.
    expect(await readMeta(migrated.current.db, TITLE_INDEX_DAY_KEY)).toBe('2026-11-30');
    // A normal day: 10 films left the export, and they go.
    exports.files.set('movie_ids_12_01_2026.json.gz', [...day1Movies, ...many.slice(10)]);
    exports.files.set('tv_series_ids_12_01_2026.json.gz', day1Tv);
    expect(await sync('2026-12-01')).toMatchObject({ removed: 10, keptAbsent: [] });
    expect(await indexRows()).not.toContain('movie:50009');
    expect(await names('reel 9 story')).not.toContain('Reel 9 Story');
  });

  it('runs as `npm run catalog:sync-ids`: progress, summary, exit code 2 for bad lines', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelatlas-sync-ids-'));
    try {
      // Not spawnSync: the fake export server runs on this process's event loop.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/catalog-sync-ids.ts', '--date', '2026-11-23'],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            DATA_DIR: join(dir, 'data'),
            TMDB_API_TOKEN: 'test-token',
            TMDB_EXPORTS_URL: exports.url,
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
      expect(stderr).toContain('Indexing: 100% tv 2 lines');
      expect(stdout).toContain(
        "Synced the title index from TMDb's exports of 2026-11-23: 8 movie and 2 TV lines, 8 titles written, 0 removed",
      );
      expect(stdout).toContain('Skipped 2 bad lines:');
      expect(stdout).toMatch(/movie line 3: not JSON/);
      expect(status).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
