import { Writable } from 'node:stream';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTableUpkeep } from '../src/boot/table-upkeep.ts';
import { createMetrics } from '../src/metrics/metrics.ts';

// Runs on in-memory PGlite (unit project) and on PostgreSQL (integration project). When each
// table is due is vacuum-due-tables.test.ts's business; this is the job that runs it.
const database = useMigratedDatabase();

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
  it('on PGlite sweeps the small tables once after a start, then goes by the counts; logs and counts its rounds; leaves PostgreSQL to autovacuum', async () => {
    const { logger, lines } = capturedLogger();
    const metrics = createMetrics();
    const rounds = async () =>
      Number((await metrics.registry.metrics()).match(/job="table_upkeep",outcome="done"} (\d+)/)?.[1] ?? 0);
    const upkeep = startTableUpkeep(database.current, { logger, metrics, intervalMs: 100 });
    try {
      if (database.current.kind === 'pglite') {
        await until(async () => (await rounds()) >= 3);
        const logged = lines
          .filter((line) => line.msg === 'table upkeep')
          .map((line) => line.tables as { table: string; action: string; ms: number }[]);
        // The first round vacuumed `users`, unchanged here, with every other small table…
        expect(logged[0]).toContainEqual({ table: 'users', action: 'vacuum', ms: expect.any(Number) });
        // …and no later round did: nothing changed it since.
        expect(
          logged
            .slice(1)
            .flat()
            .map((entry) => entry.table),
        ).not.toContain('users');
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
