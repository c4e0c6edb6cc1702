import { LIST_LIMITS, listMessages, messages } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.2');
const { newVisitor, verifiedUser } = env;

/** Fills a list directly in the store, with titles that are not in the catalog. */
async function fill(userId: string, list: 'watchlist' | 'watched', n: number) {
  for (let i = 0; i < n; i++) {
    await env.server.deps.lists.add(
      userId,
      list,
      { id: 900_000 + i, type: 'movie', title: `Filler ${i}`, year: 2000, thumbnail: null },
      1000,
    );
  }
}

describe('lists', () => {
  it("asks to log in when signed out: 'Please log in.'", async () => {
    const visitor = newVisitor();
    for (const request of [
      visitor.json('/api/lists/watchlist'),
      visitor.json('/api/lists/watched', { method: 'POST', json: { id: 603, type: 'movie' } }),
      visitor.json('/api/lists/watchlist/movie/603', { method: 'DELETE' }),
    ]) {
      expect(await request).toEqual({
        status: 401,
        body: { error: 'unauthorized', message: messages.pleaseLogIn },
      });
    }
  });

  it('checks sign-in before anything else, even a bad id', async () => {
    const res = await newVisitor().json('/api/lists/watchlist', {
      method: 'POST',
      json: { id: 'abc', type: 'movie' },
    });
    expect(res).toEqual({ status: 401, body: { error: 'unauthorized', message: messages.pleaseLogIn } });
  });

  it('refuses a state change from another site (CSRF), even with a valid session', async () => {
    const { client } = await verifiedUser('csrfvictim');
    for (const [method, path] of [
      ['POST', '/api/lists/watched'],
      ['DELETE', '/api/lists/watched/movie/603'],
    ] as const) {
      const res = await client.request(path, {
        method,
        headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ id: 603, type: 'movie' }) : undefined,
      });
      expect(res.status).toBe(403);
    }
    expect((await client.json<{ results: unknown[] }>('/api/lists/watched')).body.results).toEqual([]);
  });

  it('needs a verified e-mail to add, with the text of each list', async () => {
    const { client } = await env.unverifiedUser('unverified');
    for (const list of ['watchlist', 'watched'] as const) {
      const res = await client.json(`/api/lists/${list}`, {
        method: 'POST',
        json: { id: 603, type: 'movie' },
      });
      expect(res).toEqual({
        status: 403,
        body: { error: 'email_not_verified', message: listMessages.notVerified[list] },
      });
    }
  });

  it('refuses an id that is not numeric with the product text', async () => {
    const { client } = await verifiedUser('idcheck');
    for (const id of ['tt0133093', -5, 0, '12a', 1.5]) {
      const res = await client.json<{ fields: Record<string, string> }>('/api/lists/watchlist', {
        method: 'POST',
        json: { id, type: 'movie' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.id).toBe(listMessages.invalidId);
    }
  });

  it('adds a title from the catalog (its title, year and thumbnail), a second add is "already added"', async () => {
    const { client } = await verifiedUser('adder');
    const first = await client.json('/api/lists/watchlist', {
      method: 'POST',
      json: { id: '603', type: 'movie' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      alreadyAdded: false,
      entry: {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        thumbnail: null,
        timestamp: expect.any(Number),
      },
    });
    const again = await client.json('/api/lists/watchlist', { method: 'POST', json: { id: 603 } });
    expect(again.body).toMatchObject({ alreadyAdded: true });
    const tv = await client.json('/api/lists/watched', { method: 'POST', json: { id: 1399, type: 'tv' } });
    expect(tv.body).toMatchObject({ entry: { title: 'Game of Thrones', type: 'tv' } });
    const list = await client.json<{ results: { id: number }[]; limit: number }>('/api/lists/watchlist');
    expect(list.body).toMatchObject({ limit: 100, results: [{ id: 603, title: 'The Matrix' }] });
    expect((await client.json('/api/lists/watchlist', { method: 'POST', json: { id: 424242 } })).status).toBe(
      404,
    );
  });

  it('removes a title; removing again is fine', async () => {
    const { client } = await verifiedUser('remover');
    await client.json('/api/lists/watched', { method: 'POST', json: { id: 194, type: 'movie' } });
    expect((await client.json('/api/lists/watched/movie/194', { method: 'DELETE' })).body).toEqual({
      removed: true,
    });
    expect((await client.json('/api/lists/watched/movie/194', { method: 'DELETE' })).body).toEqual({
      removed: false,
    });
    expect((await client.json<{ results: unknown[] }>('/api/lists/watched')).body.results).toEqual([]);
  });

  it("never shows or changes another user's list", async () => {
    const alice = await verifiedUser('alice');
    const bob = await verifiedUser('bob');
    await alice.client.json('/api/lists/watchlist', { method: 'POST', json: { id: 603, type: 'movie' } });
    expect((await bob.client.json<{ results: unknown[] }>('/api/lists/watchlist')).body.results).toEqual([]);
    await bob.client.json('/api/lists/watchlist/movie/603', { method: 'DELETE' });
    expect(
      (await alice.client.json<{ results: unknown[] }>('/api/lists/watchlist')).body.results,
    ).toHaveLength(1);
  });

  it.each([
    ['watchlist', LIST_LIMITS.watchlist],
    ['watched', LIST_LIMITS.watched],
  ] as const)('stops the %s at %i with the product text', async (list, limit) => {
    const { client, userId } = await verifiedUser(`full${list}`);
    await fill(userId, list, limit);
    const res = await client.json(`/api/lists/${list}`, { method: 'POST', json: { id: 603, type: 'movie' } });
    expect(res).toEqual({ status: 409, body: { error: 'list_full', message: listMessages.full[list] } });
  });

  it('lets exactly one of several concurrent adds take the last place', async () => {
    const { client, userId } = await verifiedUser('racer');
    await fill(userId, 'watchlist', LIST_LIMITS.watchlist - 1);
    const refs = [
      { id: 603, type: 'movie' },
      { id: 604, type: 'movie' },
      { id: 194, type: 'movie' },
      { id: 1399, type: 'tv' },
      { id: 1399, type: 'movie' },
    ];
    const answers = await Promise.all(
      refs.map((json) => client.json('/api/lists/watchlist', { method: 'POST', json })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect((await client.json<{ results: unknown[] }>('/api/lists/watchlist')).body.results).toHaveLength(
      100,
    );
  });

  it.each([['/api/lists/favourites'], ['/api/lists/watchlist/book/1'], ['/api/lists/watchlist/movie/abc']])(
    'answers 400 for a bad path (%s)',
    async (path) => {
      const { client } = await verifiedUser('paths');
      const res = await client.request(path, { method: path.split('/').length > 4 ? 'DELETE' : 'GET' });
      expect(res.status).toBe(400);
    },
  );
});
