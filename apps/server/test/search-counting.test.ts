// What one successful search costs (docs/testing.md#what-the-suites-check): many simultaneous first opens of one title by one
// visitor count once, whether the title still has to be read from the database (cold) or is in
// the server's memory already (warm); and a movie and a TV show that share a TMDb id are two
// titles. Asserted over HTTP only (answers and GET /api/quota), so they hold whatever the
// counting's inner workings. Its own server, so "cold" really is the first load of the title.
import type { SearchResponse } from '@reelatlas/contracts';
import { solveAltcha, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

const clock = testClock('2026-11-21T12:00:00Z');
let server: TestServer;
let ipSeq = 0;
/** A browser of its own (own IP, own device cookie from a first page load). */
async function freshVisitor() {
  const visitor = new TestClient(server.url, `198.51.102.${++ipSeq}`);
  await visitor.json('/api/quota');
  return visitor;
}

type Answer = SearchResponse & { error?: string };
async function searchAll(visitor: TestClient, n: number, body: Record<string, unknown>) {
  const tokens = await Promise.all(Array.from({ length: n }, () => solveAltcha(server.url)));
  return Promise.all(
    tokens.map((token) => visitor.json<Answer>('/api/search', { method: 'POST', json: { token, ...body } })),
  );
}
const used = async (visitor: TestClient) => (await visitor.json<{ used: number }>('/api/quota')).body.used;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.stop());

const SIMULTANEOUS = 16;

describe('simultaneous first opens of one title by one visitor', () => {
  it('count once while the title is not in memory yet (catalog cold)', async () => {
    const visitor = await freshVisitor();
    const answers = await searchAll(visitor, SIMULTANEOUS, { query: 'x', id: 604, type: 'movie' });
    expect(answers.map((a) => a.status)).toEqual(Array(SIMULTANEOUS).fill(200));
    expect(answers.every((a) => a.body.title === 'The Matrix Reloaded')).toBe(true);
    expect(await used(visitor)).toBe(1);
  });

  it('count once when the title is in memory already (catalog warm)', async () => {
    // Someone else opened it first, so the server holds it in memory.
    expect(
      (await searchAll(await freshVisitor(), 1, { query: 'x', id: 194, type: 'movie' }))[0]?.status,
    ).toBe(200);
    const visitor = await freshVisitor();
    const answers = await searchAll(visitor, SIMULTANEOUS, { query: 'x', id: 194, type: 'movie' });
    expect(answers.map((a) => a.status)).toEqual(Array(SIMULTANEOUS).fill(200));
    expect(await used(visitor)).toBe(1);
    // And the allowance left is still one more title.
    expect((await searchAll(visitor, 1, { query: 'The Matrix (1999)' }))[0]?.body.quota.used).toBe(2);
  });
});

describe('titles are keyed by type and id', () => {
  it('movie:1399 and tv:1399 are two titles: each counts, each reopens free', async () => {
    const visitor = await freshVisitor();
    const [movie] = await searchAll(visitor, 1, { query: 'x', id: 1399, type: 'movie' });
    expect(movie?.status).toBe(200);
    expect(movie?.body).toMatchObject({ type: 'movie', id: 1399, title: 'Lonely Film' });
    expect(movie?.body.quota.used).toBe(1);
    const [show] = await searchAll(visitor, 1, { query: 'x', id: 1399, type: 'tv' });
    expect(show?.status).toBe(200);
    expect(show?.body).toMatchObject({ type: 'tv', id: 1399, title: 'Game of Thrones' });
    expect(show?.body.quota.used).toBe(2);
    // Both opened today: reopening either is free, a third title is over the limit.
    for (const type of ['tv', 'movie']) {
      const [again] = await searchAll(visitor, 1, { query: 'x', id: 1399, type });
      expect([again?.status, again?.body.type, again?.body.quota.used]).toEqual([200, type, 2]);
    }
    expect((await searchAll(visitor, 1, { query: 'x', id: 603, type: 'movie' }))[0]?.status).toBe(429);
  });
});
