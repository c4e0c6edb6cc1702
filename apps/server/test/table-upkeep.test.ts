import { Writable } from 'node:stream';
import { deleteCatalogTitles, upsertCatalogTitles } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTableUpkeep } from '../src/boot/table-upkeep.ts';
import { createMetrics } from '../src/metrics/metrics.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project).
const database = useMigratedDatabase();

const title = (id: number) => ({
  type: 'movie' as const,
  id,
  title: `Churned Title ${id}`,
  year: 2003,
  rating: null,
  votes: 0,
  popularity: 1,
  description: '',
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [],
});

/** A logger whose lines the test reads back. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('table upkeep (autovacuum where none runs)', () => {
  it('vacuums PGlite’s churned tables on its own, says so in the log and the metrics; leaves PostgreSQL to autovacuum', async () => {
    const db = database.current.db;
    const ids = Array.from({ length: 300 }, (_, i) => 40_000 + i);
    await upsertCatalogTitles(db, ids.map(title), new Date());
    await deleteCatalogTitles(
      db,
      ids.map((id) => ({ type: 'movie' as const, id })),
    );
    const { logger, lines } = capturedLogger();
    const metrics = createMetrics();
    const upkeep = startTableUpkeep(database.current, { logger, metrics, intervalMs: 100 });
    try {
      if (database.current.kind === 'pglite') {
        const vacuumed = () =>
          lines
            .filter((line) => line.msg === 'table upkeep')
            .flatMap((line) => line.tables as { table: string; action: string; ms: number }[]);
        await until(() => vacuumed().some((entry) => entry.table === 'titles'));
        expect(vacuumed().find((entry) => entry.table === 'titles')).toEqual({
          table: 'titles',
          action: 'vacuum',
          ms: expect.any(Number),
        });
        expect(await metrics.registry.metrics()).toMatch(/job="table_upkeep",outcome="done"} [1-9]/);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(lines).toEqual([]);
        expect(await metrics.registry.metrics()).not.toMatch(/job="table_upkeep"/);
      }
    } finally {
      await upkeep.stop();
    }
  });
});
