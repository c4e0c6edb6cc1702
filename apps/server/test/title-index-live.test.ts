import type { TitleSummary } from '@reelatlas/contracts';
import {
  exportMovieLine,
  exportTvLine,
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  type FakeTmdbExports,
  startFakeTmdb,
  startFakeTmdbExports,
  TestClient,
} from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTitleIndexSync } from '../src/boot/title-index-sync.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// With the title index synced, a live ReelAtlas autocompletes from its own database.
const TYPED = [
  'The Shawshank Redemption',
  'The Godfather',
  'The Dark Knight',
  "Schindler's List",
  'Pulp Fiction',
  'Forrest Gump',
  'Inception',
  'Fight Club',
  'The Matrix',
  'Goodfellas',
  'Se7en',
  'Interstellar',
  'Parasite',
  'Spirited Away',
  'Gladiator',
  'The Lion King',
  'Back to the Future',
  'Whiplash',
  'The Prestige',
  'Alien',
  'Amélie',
  'Breaking Bad',
  'Game of Thrones',
  'The Wire',
  'Chernobyl',
  'Sherlock',
  'Stranger Things',
  'The Office',
  'Dark',
  'True Detective',
];

const clock = testClock('2026-11-23T09:00:00Z');
let fake: FakeTmdb;
let exports: FakeTmdbExports;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeTmdb();
  exports = await startFakeTmdbExports();
  const movies = TYPED.slice(0, 21).map((title, i) => exportMovieLine(10_000 + i, title, 50 - i));
  // Filler titles sharing words with the typed ones, as a real export has.
  for (let i = 0; i < 300; i++)
    movies.push(exportMovieLine(20_000 + i, `${TYPED[i % TYPED.length]?.split(' ')[0]} Story ${i}`, 1));
  exports.files.set('movie_ids_11_23_2026.json.gz', movies);
  exports.files.set(
    'tv_series_ids_11_23_2026.json.gz',
    TYPED.slice(21).map((title, i) => exportTvLine(30_000 + i, title, 40 - i)),
  );
  server = await startTestServer({
    clock,
    env: {
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_EXPORTS_URL: exports.url,
      TMDB_EXPORTS_SYNC: 'off',
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
      RATE_LIMIT_MULTIPLIER: '100',
    },
    seedCatalog: async () => {},
  });
  await runTitleIndexSync({ database: server.deps.database, env: { TMDB_EXPORTS_URL: exports.url }, clock });
});
afterAll(async () => {
  await server?.stop();
  await exports?.close();
  await fake?.close();
});

describe('live autocomplete from the synced title index', () => {
  it('types 30 titles letter by letter with no call to TMDb’s search (≤ 20 per 1,000 keystrokes)', async () => {
    const visitor = new TestClient(server.url, '203.0.113.77');
    let keystrokes = 0;
    for (const title of TYPED) {
      for (let n = 2; n <= title.length; n++) {
        const { status, body } = await visitor.json<TitleSummary[]>(
          `/api/autocomplete?q=${encodeURIComponent(title.slice(0, n))}`,
        );
        expect(status).toBe(200);
        keystrokes++;
        if (n === title.length) expect(body.map((t) => t.title)).toContain(title);
      }
    }
    const calls = fake.hits('/3/search/multi');
    expect(keystrokes).toBeGreaterThan(250);
    expect((calls / keystrokes) * 1000).toBeLessThanOrEqual(20);
    expect(calls).toBe(0);
  });

  it('still asks TMDb (spare budget) for an input the index knows nothing of', async () => {
    const { body } = await new TestClient(server.url, '203.0.113.78').json<TitleSummary[]>(
      '/api/autocomplete?q=reloaded',
    );
    expect(body.map((t) => t.title)).toContain('The Matrix Reloaded');
    expect(fake.hits('/3/search/multi')).toBe(1);
  });
});
