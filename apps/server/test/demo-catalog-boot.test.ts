import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { TitleSummary } from '@reelatlas/contracts';
import { solveAltcha, TestClient } from '@reelatlas/testing';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { startServer } from '../src/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ra-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const env = parseEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ALTCHA_MAX_NUMBER: '1000' });
  return startServer(env, pino({ level: 'info' }, sink)).then((server) => ({ server, lines }));
}

// The real first start: the demo catalog built from vega-datasets into PGlite on disk.
describe('demo catalog on the embedded defaults', () => {
  it('is built at first start, searchable, and kept (not rebuilt) with all data on the second start', async () => {
    const first = await start();
    const client = new TestClient(first.server.url);
    try {
      expect(first.lines.join('')).toContain('demo catalog ready');
      const count = await first.server.deps.database.db.execute('SELECT count(*)::int AS n FROM titles');
      expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(3000);

      const top = await client.json<{ results: TitleSummary[] }>('/api/top-rated?limit=8');
      expect(top.body.results).toHaveLength(8);
      const matches = await client.json<TitleSummary[]>('/api/autocomplete?q=godfath');
      expect(matches.body[0]?.title).toBe('The Godfather');

      const found = await client.json<{ platforms: { countries: string[] }[]; source: string }>(
        '/api/search',
        {
          method: 'POST',
          json: { query: 'The Godfather (1972)', token: await solveAltcha(first.server.url) },
        },
      );
      expect(found.status).toBe(200);
      expect(found.body.source).toBe('demo');
    } finally {
      await first.server.close();
    }

    const second = await start();
    try {
      expect(second.lines.join('')).not.toContain('building the demo catalog');
      // The search made before the restart is still counted: the data survived.
      const again = new TestClient(second.server.url);
      expect((await again.json('/api/quota')).body).toMatchObject({ used: 1 });
    } finally {
      await second.server.close();
    }
  }, 180_000);
});
