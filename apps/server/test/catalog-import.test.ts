import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDbCatalog, queryRows, replaceCatalog } from '@reelatlas/db';
import { fixtureTitles } from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogFile } from '../src/catalog/import-catalog.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reelatlas-import-'));
const migrated = useMigratedDatabase();

const good = [
  {
    type: 'movie',
    id: 603,
    title: 'The Matrix',
    year: 1999,
    rating: 8.2,
    votes: 25000,
    popularity: 88.5,
    description: 'A hacker learns the truth.',
    thumbnail: 'https://image.tmdb.org/t/p/w342/matrix.jpg',
    trailerUrl: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
    fetchedAt: '2026-11-20T10:00:00Z',
    availability: [
      {
        country: 'US',
        provider: 'Netflix',
        offerType: 'subscription',
        link: 'https://www.netflix.com/title/1',
      },
      { country: 'SE', provider: 'Netflix', offerType: 'subscription' },
      { country: 'GB', provider: 'Apple TV', offerType: 'rent', price: '£3.49' },
    ],
  },
  { type: 'tv', id: 1396, title: 'Breaking Bad', year: 2008, seasons: 5, availability: [] },
];
const lines = [
  JSON.stringify(good[0]),
  '{"type":"movie","id":1,', // line 2: broken JSON
  JSON.stringify({ type: 'film', id: 2, title: 'Wrong type' }), // line 3
  '', // blank lines are skipped
  JSON.stringify({
    type: 'movie',
    id: 3,
    title: 'Bad country',
    availability: [{ country: 'usa', provider: 'X', offerType: 'buy' }],
  }), // line 5
  JSON.stringify(good[1]),
  JSON.stringify({ type: 'movie', id: -4, title: '' }), // line 7
];
const file = join(dir, 'catalog.jsonl');
writeFileSync(file, `${lines.join('\n')}\n`);

const countRows = async () =>
  (
    await queryRows<{ titles: number; offers: number }>(
      migrated.current.db,
      sql`SELECT (SELECT count(*)::int FROM titles) AS titles, (SELECT count(*)::int FROM availability) AS offers`,
    )
  )[0];

beforeAll(async () => {
  await replaceCatalog(migrated.current.db, 'demo', fixtureTitles);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('catalog import (JSON Lines)', () => {
  const importIt = () =>
    importCatalogFile(migrated.current.db, file, {
      now: new Date('2026-11-21T12:00:00Z'),
      logger: pino({ level: 'silent' }),
    });

  it('loads the valid lines and reports every rejected line with its number and reason', async () => {
    const progress: number[] = [];
    const summary = await importCatalogFile(migrated.current.db, file, {
      now: new Date('2026-11-21T12:00:00Z'),
      logger: pino({ level: 'silent' }),
      batchSize: 1,
      onProgress: (p) => progress.push(p.bytesRead / p.totalBytes),
    });
    expect(summary).toMatchObject({ lines: 7, imported: 2, availabilityRows: 3 });
    expect(summary.rejected.map((r) => r.line)).toEqual([2, 3, 5, 7]);
    expect(summary.rejected[0]?.reason).toMatch(/^not valid JSON/);
    expect(summary.rejected[1]?.reason).toMatch(/^type: /);
    expect(summary.rejected[2]?.reason).toMatch(/^availability\.0\.country: must be an ISO 3166-1/);
    expect(summary.rejected[3]?.reason).toMatch(/id: .*; title: /);
    expect(progress.at(-1)).toBe(1);
  });

  it('replaces the demo catalog and makes the titles searchable with their availability', async () => {
    const catalog = createDbCatalog(migrated.current.db, 'tmdb');
    expect((await countRows())?.titles).toBe(2);
    expect(await catalog.search({ title: 'Breaking Bad', year: null })).toEqual({ type: 'tv', id: 1396 });
    const matrix = await catalog.getTitle({ type: 'movie', id: 603 });
    expect(matrix).toMatchObject({ title: 'The Matrix', rating: 8.2, trailerUrl: good[0]?.trailerUrl });
    expect(matrix?.availability).toContainEqual({
      country: 'GB',
      provider: 'Apple TV',
      offerType: 'rent',
      link: null,
      price: '£3.49',
    });
    expect((await catalog.getTitle({ type: 'tv', id: 1396 }))?.seasons).toBe(5);
  });

  it('is idempotent: importing the same file again leaves the same rows', async () => {
    const before = await countRows();
    await importIt();
    await importIt();
    expect(await countRows()).toEqual(before);
    expect(before).toEqual({ titles: 2, offers: 3 });
  });

  it('runs as `npm run catalog:import -- FILE`: progress lines, summary, exit code 2 for rejected lines', () => {
    const dataDir = join(dir, 'data');
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/catalog-import.ts', file], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: root },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const first = run();
    expect(first.status).toBe(2);
    expect(first.stderr).toContain('Importing: 100% 7 lines');
    expect(first.stdout).toContain('Imported 2 titles with 3 availability rows from 7 lines.');
    expect(first.stdout).toContain('Rejected 4 lines:');
    expect(first.stdout).toMatch(/line 5: availability\.0\.country/);
    // PGlite runs no autovacuum: the import vacuums what it wrote before it closes.
    expect(first.stdout).toMatch(/Vacuumed \d+ tables in [\d.]+ s\./);
    const second = run();
    expect(second.stdout).toContain('Imported 2 titles with 3 availability rows from 7 lines.');
  }, 90_000);
});
