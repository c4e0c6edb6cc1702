import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDbCatalog, queryRows } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogFile } from '../src/catalog/import-catalog.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reelatlas-import-ctl-'));
const migrated = useMigratedDatabase();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const offer = { country: 'US', provider: 'Netflix', offerType: 'subscription' };
// A private detail of a good line that must never be echoed when another line fails.
const secretish = 'Overview of a good title that must not be dumped';
const lines = [
  { type: 'movie', id: 1, title: 'Good One', description: secretish, availability: [offer] },
  { type: 'movie', id: 2, title: 'Nul\u0000Title', availability: [offer] },
  { type: 'movie', id: 3, title: 'Bad description', description: 'a\u0000b' },
  { type: 'movie', id: 4, title: 'Bad provider', availability: [{ ...offer, provider: 'Net\u0007flix' }] },
  { type: 'movie', id: 5, title: 'Line\nbreak in a title' },
  {
    type: 'movie',
    id: 6,
    title: 'Bad price',
    availability: [{ ...offer, offerType: 'rent', price: '$3\u0000' }],
  },
  { type: 'movie', id: 7, title: 'Bad link', thumbnail: 'https://image.example/\u0000.jpg' },
  // Kept: a description may run over several lines and hold tabs.
  { type: 'tv', id: 8, title: 'Good Two', description: 'First line.\n\tSecond line.', availability: [offer] },
];
const file = join(dir, 'control.jsonl');
writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);

describe('catalog import: a control character costs only its own line', () => {
  it('skips and reports each bad line (number and field), and loads the good ones', async () => {
    const summary = await importCatalogFile(migrated.current.db, file, {
      now: new Date('2026-11-21T12:00:00Z'),
      logger: pino({ level: 'silent' }),
      // One batch for all: a bad line must not take the good ones in its batch with it.
      batchSize: 500,
    });
    expect(summary).toMatchObject({ lines: 8, imported: 2, availabilityRows: 2 });
    expect(summary.rejected).toEqual([
      { line: 2, reason: 'title: Please remove invisible control characters.' },
      { line: 3, reason: 'description: Please remove invisible control characters.' },
      { line: 4, reason: 'availability.0.provider: Please remove invisible control characters.' },
      { line: 5, reason: 'title: Please remove invisible control characters.' },
      { line: 6, reason: 'availability.0.price: Please remove invisible control characters.' },
      { line: 7, reason: 'thumbnail: Please remove invisible control characters.' },
    ]);
    const catalog = createDbCatalog(migrated.current.db, 'tmdb');
    expect((await catalog.getTitle({ type: 'movie', id: 1 }))?.title).toBe('Good One');
    expect((await catalog.getTitle({ type: 'tv', id: 8 }))?.description).toBe('First line.\n\tSecond line.');
    const [count] = await queryRows<{ n: number }>(
      migrated.current.db,
      sql`SELECT count(*)::int AS n FROM titles`,
    );
    expect(count?.n).toBe(2);
  });

  it('as `npm run catalog:import`: exit 2, the bad lines listed, no data dumped', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/catalog-import.ts', file],
      {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: join(dir, 'data'), INIT_CWD: root },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.stdout).toContain('Imported 2 titles with 2 availability rows from 8 lines.');
    expect(run.stdout).toContain('Rejected 6 lines:');
    expect(run.stdout).toContain('line 2: title: Please remove invisible control characters.');
    expect(run.stdout).toContain('line 7: thumbnail: Please remove invisible control characters.');
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toContain(secretish);
    expect(output).not.toMatch(/Failed query|params:/);
    expect(run.status).toBe(2);
  }, 90_000);
});
