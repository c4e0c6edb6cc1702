// A title page opened from a link: its facts for anyone, never where it streams, and a search
// that is answered only when it costs nothing (`freeOnly`). Asserted over HTTP only.
import {
  type SearchNotFree,
  type SearchResponse,
  searchNotFreeSchema,
  type TitleFacts,
  titleFactsSchema,
} from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { solveAltcha, type TestClient } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

const clock = testClock('2026-11-21T12:00:00Z');
const env = useAccountServer('198.18.29', { clock });
const { newVisitor, verifiedUser } = env;

type Answer = Partial<SearchResponse> & Partial<SearchNotFree> & { error?: string; limitReached?: boolean };

const facts = (client: TestClient, path: string) =>
  client.json<TitleFacts & { error?: string }>(`/api/titles/${path}`);

async function search(client: TestClient, body: Record<string, unknown>, token?: string) {
  const json = { query: 'x', token: token ?? (await solveAltcha(env.server.url)), ...body };
  return client.json<Answer>('/api/search', { method: 'POST', json });
}
const open = (client: TestClient, id: number, type = 'movie') => search(client, { id, type });
const openFree = (client: TestClient, id: number, type = 'movie') =>
  search(client, { id, type, freeOnly: true });
const used = async (client: TestClient) => (await client.json<{ used: number }>('/api/quota')).body.used;

/** A browser that has loaded a page (so it holds its device cookie). */
async function visitor() {
  const client = newVisitor();
  await client.json('/api/quota');
  return client;
}

describe('GET /api/titles/{type}/{id}', () => {
  it("answers a title's facts to anyone, without where it streams, and counts nothing", async () => {
    const client = await visitor();
    const res = await facts(client, 'movie/603');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      release_year: 1999,
      rating: 8.7,
      description: 'A hacker learns the truth about his reality.',
      thumbnail: null,
      trailer_url: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
      seasons: null,
      source: 'demo',
    });
    expect(titleFactsSchema.strict().safeParse(res.body).success).toBe(true);
    // Not a word of its availability: no services, countries or prices.
    const text = JSON.stringify(res.body);
    for (const word of ['Netflix', 'Apple TV', 'SE', 'US', '$3.99', 'platforms', 'availability'])
      expect(text).not.toContain(word);
    expect(await used(client)).toBe(0);

    const show = await facts(client, 'tv/1399');
    expect([show.status, show.body.title, show.body.seasons]).toEqual([200, 'Game of Thrones', 8]);
  });

  it('says not_found for an id the catalog does not hold, and 400 for a malformed one', async () => {
    const client = await visitor();
    const missing = await facts(client, 'movie/999999');
    expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
    // The same id as a TV show is another title, which does not exist either.
    expect((await facts(client, 'tv/603')).status).toBe(404);
    for (const path of ['film/603', 'movie/abc', 'movie/0', 'movie/-3', 'movie/1.5', 'movie/1234567890']) {
      const bad = await facts(client, path);
      expect([path, bad.status, bad.body.error]).toEqual([path, 400, 'validation_failed']);
    }
  });

  it('holds a burst from one address at its limit; another address is not held', async () => {
    const flood = newVisitor();
    const statuses = await Promise.all(
      Array.from({ length: 70 }, () => flood.request('/api/titles/movie/604').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await facts(newVisitor(), 'movie/604')).status).toBe(200);
  });
});

describe('a search with freeOnly', () => {
  it('says a title not opened today is not free (200, the quota, nothing else) without counting it, then answers it as a reopen', async () => {
    const client = await visitor();
    const refused = await openFree(client, 603);
    // An answer, not an error status: a browser logs every 4xx in its console.
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      notFree: 'search_not_free',
      quota: expect.objectContaining({ used: 0, remaining: 2, limit: 2 }),
    });
    expect(searchNotFreeSchema.strict().safeParse(refused.body).success).toBe(true);
    expect(await used(client)).toBe(0);

    const counted = await open(client, 603);
    expect([counted.status, counted.body.quota?.used]).toEqual([200, 1]);
    const reopened = await openFree(client, 603);
    expect([reopened.status, reopened.body.title, reopened.body.quota?.used]).toEqual([200, 'The Matrix', 1]);
    expect(reopened.body.availability).toHaveLength(4);
    expect(await used(client)).toBe(1);
  });

  it("answers only the browser that opened the title: not another browser, nor another address's", async () => {
    const opener = await visitor();
    expect((await open(opener, 194)).status).toBe(200);
    // Another browser profile on the same network (no device cookie of the opener's).
    const sameNetwork = opener.freshProfile();
    await sameNetwork.json('/api/quota');
    expect((await openFree(sameNetwork, 194)).body.notFree).toBe('search_not_free');
    // Another browser elsewhere.
    expect((await openFree(await visitor(), 194)).body.notFree).toBe('search_not_free');
    // The opener itself, from another network (same device cookie): still its reopen.
    expect((await openFree(opener.atIp('198.18.30.9'), 194)).status).toBe(200);
  });

  it('its not-free answer carries nothing of the title, to a second account or another address, and makes no later ask free', async () => {
    const opener = await verifiedUser('opal');
    expect((await open(opener.client, 603)).status).toBe(200);
    const second = await verifiedUser('otto');
    const elsewhere = (await visitor()).atIp('198.18.31.4');
    for (const client of [second.client, elsewhere]) {
      // Everything a client may add to the ask: the language, the trending flag.
      const answer = await search(client, {
        id: 603,
        type: 'movie',
        freeOnly: true,
        lang: 'de',
        isTrending: true,
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['notFree', 'quota']);
      expect(JSON.stringify(answer.body)).not.toMatch(
        /Matrix|Netflix|Apple|platforms|availability|changes|named/,
      );
      // Being told "not free" is no view of the title: asked again, still not free, nothing counted.
      expect((await openFree(client, 603)).body.notFree).toBe('search_not_free');
      expect(await used(client)).toBe(0);
    }
  });

  it('at the limit: a title opened today still opens (both ways), any other is not free: limit_reached', async () => {
    const client = await visitor();
    expect((await open(client, 603)).status).toBe(200);
    expect((await open(client, 604)).status).toBe(200);
    expect(await used(client)).toBe(2);

    const reopen = await openFree(client, 604);
    expect([reopen.status, reopen.body.title]).toEqual([200, 'The Matrix Reloaded']);
    const counted = await open(client, 603);
    expect([counted.status, counted.body.title, counted.body.quota?.used]).toEqual([200, 'The Matrix', 2]);

    const other = await openFree(client, 194);
    expect([other.status, other.body.notFree, other.body.quota?.remaining, other.body.title]).toEqual([
      200,
      'limit_reached',
      0,
      undefined,
    ]);
    expect(await used(client)).toBe(2);
  });

  it('a burst of free-only asks for a title not opened counts nothing and answers none', async () => {
    const client = await visitor();
    const answers = await Promise.all(Array.from({ length: 12 }, () => openFree(client, 1399, 'tv')));
    expect(answers.map((a) => [a.status, a.body.notFree])).toEqual(Array(12).fill([200, 'search_not_free']));
    expect(await used(client)).toBe(0);
  });

  it('spends its token even when refused: the same token cannot be sent again', async () => {
    const client = await visitor();
    const token = await solveAltcha(env.server.url);
    expect((await search(client, { id: 603, type: 'movie', freeOnly: true }, token)).body.notFree).toBe(
      'search_not_free',
    );
    const replay = await search(client, { id: 603, type: 'movie' }, token);
    expect([replay.status, replay.body.error]).toEqual([403, 'bot_check_failed']);
    expect(await used(client)).toBe(0);
  });

  it('a verified Free account at its limit is refused a title it did not open; Pro is answered every title', async () => {
    const free = await verifiedUser('freya');
    for (const id of [603, 604, 194]) expect((await open(free.client, id)).status).toBe(200);
    const refused = await openFree(free.client, 1399, 'tv');
    expect([refused.status, refused.body.notFree, refused.body.availability]).toEqual([
      200,
      'limit_reached',
      undefined,
    ]);
    expect((await openFree(free.client, 194)).status).toBe(200);

    const pro = await verifiedUser('petra');
    await env.server.deps.database.db
      .update(schema.users)
      .set({ plan: 'Pro', isPro: true })
      .where(eq(schema.users.id, pro.userId));
    for (const [id, type] of [
      [603, 'movie'],
      [1399, 'tv'],
    ] as const) {
      const answer = await openFree(pro.client, id, type);
      expect([answer.status, answer.body.quota?.plan, answer.body.quota?.used]).toEqual([200, 'Pro', 0]);
    }
  });

  it('a title that does not exist is not_found, free-only or not', async () => {
    const client = await visitor();
    // The query names nothing either (it is the fallback when the id names no title).
    const missing = await search(client, {
      query: 'Qwxz Nonexistent 9',
      id: 999999,
      type: 'movie',
      freeOnly: true,
    });
    expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
  });
});
