import { request as httpRequest, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { messages, type SearchResponse } from '@reelatlas/contracts';
import { solveAltcha, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

const clock = testClock('2026-11-21T12:00:00Z');
let server: TestServer;
let ipSeq = 0;
/** Each test gets its own client IP, so the per-IP daily counts do not leak between tests. */
const newVisitor = () => new TestClient(server.url, `198.51.100.${++ipSeq}`);

async function search(client: TestClient, body: Record<string, unknown>) {
  const token = await solveAltcha(server.url);
  return client.json<SearchResponse & { error?: string; limitReached?: boolean; message?: string }>(
    '/api/search',
    {
      method: 'POST',
      json: { token, ...body },
    },
  );
}

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.stop());

describe('POST /api/search', () => {
  it('answers the title with description, rating, trailer, platforms and availability', async () => {
    const { status, body } = await search(newVisitor(), { query: 'The Matrix (1999)' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      release_year: 1999,
      rating: 8.7,
      description: 'A hacker learns the truth about his reality.',
      trailer_url: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
      thumbnail: null,
      source: 'demo',
      quota: { used: 1, limit: 2, remaining: 1, plan: 'anonymous', resetAt: '2026-11-22T00:00:00.000Z' },
    });
    expect(body.platforms).toContainEqual({ name: 'Netflix', countries: ['SE', 'US'] });
    expect(body.availability).toContainEqual({
      country: 'US',
      provider: 'Apple TV',
      offerType: 'rent',
      link: 'https://example.test/Apple%20TV/US',
      price: '$3.99',
    });
  });

  it('splits a comma-separated platform name into separate platforms', async () => {
    const { body } = await search(newVisitor(), { query: 'The Matrix (1999)' });
    const names = body.platforms.map((p) => p.name);
    expect(names).toContain('Amazon Prime Video');
    expect(names).toContain('Freevee');
    expect(names).not.toContain('Amazon Prime Video, Freevee');
  });

  it('picks the exact title by numeric id and type, and serves TV shows with seasons', async () => {
    const tv = await search(newVisitor(), { query: 'whatever', id: 1399, type: 'tv' });
    expect(tv.body).toMatchObject({ type: 'tv', title: 'Game of Thrones', seasons: 8 });
    const movie = await search(newVisitor(), { query: 'whatever', id: '1399', type: 'movie' });
    expect(movie.body).toMatchObject({
      type: 'movie',
      title: 'Lonely Film',
      platforms: [],
      availability: [],
    });
  });

  it('uses the year to choose between titles and tolerates accents and typos', async () => {
    expect((await search(newVisitor(), { query: 'The Matrix Reloaded (2003)' })).body.id).toBe(604);
    expect((await search(newVisitor(), { query: 'amelie' })).body.title).toBe('Amélie');
    expect((await search(newVisitor(), { query: 'The Matirx' })).body.id).toBe(603);
  });

  it('does not pass off a merely similar title as the one searched for', async () => {
    const { status } = await search(newVisitor(), { query: 'Matador (2005)' });
    expect(status).toBe(404);
  });

  it('answers 404 not_found for an unknown title, and does not count it', async () => {
    const visitor = newVisitor();
    const { status, body } = await search(visitor, { query: 'Qwzxv Plorg' });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: messages.movieNotFound });
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 0, limit: 2 });
  });

  it('answers 401 to a browser whose session has ended, drops the dead cookie, and counts nothing', async () => {
    const visitor = newVisitor();
    const token = await solveAltcha(server.url);
    const res = await visitor.request('/api/search', {
      method: 'POST',
      headers: { cookie: 'ra.session_token=ended-session.signature' },
      json: { token, query: 'The Matrix' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'unauthorized',
      message: 'Your session has expired. Please sign in again.',
    });
    expect(res.headers.getSetCookie().some((c) => /^ra\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 0, plan: 'anonymous' });
    // Without the cookie the same browser searches anonymously.
    expect((await search(visitor, { query: 'The Matrix' })).status).toBe(200);
  });

  it('answers 403 bot_check_failed without a valid token, and does not count it', async () => {
    const visitor = newVisitor();
    for (const token of [
      'nonsense',
      Buffer.from('{"challenge":null,"solution":null,"test":true}').toString('base64'),
    ]) {
      const { status, body } = await visitor.json('/api/search', {
        method: 'POST',
        json: { query: 'The Matrix', token },
      });
      expect(status).toBe(403);
      expect(body).toEqual({ error: 'bot_check_failed', message: messages.botCheckFailed });
    }
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 0 });
  });

  it('refuses a bot-check solution used a second time (replay)', async () => {
    const visitor = newVisitor();
    const token = await solveAltcha(server.url);
    const first = await visitor.json('/api/search', { method: 'POST', json: { query: 'The Matrix', token } });
    const replay = await visitor.json('/api/search', { method: 'POST', json: { query: 'Amélie', token } });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(403);
  });

  it('refuses a replay also when the title is already in memory, and counts nothing for it', async () => {
    const visitor = newVisitor();
    const token = await solveAltcha(server.url);
    // Another visitor's search puts the title in the server's memory first.
    expect((await search(newVisitor(), { query: 'The Matrix (1999)' })).status).toBe(200);
    const first = await visitor.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix (1999)', token },
    });
    const replay = await visitor.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix (1999)', token },
    });
    const replayNew = await visitor.json('/api/search', { method: 'POST', json: { query: 'Amélie', token } });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(403);
    expect(replayNew.status).toBe(403);
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 1 });
  });

  it('refuses a tampered solution', async () => {
    const token = await solveAltcha(server.url);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    // The proof is the derived key (the counter alone proves nothing): change its last digit.
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const { status } = await newVisitor().json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix', token: forged },
    });
    expect(status).toBe(403);
  });

  it.each([
    ['malformed JSON', '{"query": "The Ma'],
    ['a JSON array', '[1,2]'],
    ['a missing query', '{"token":"x"}'],
    ['an empty query', '{"query":"   ","token":"x"}'],
    ['a numeric query', '{"query":5,"token":"x"}'],
    ['a non-numeric id', '{"query":"The Matrix","token":"x","id":"abc"}'],
    ['a negative id', '{"query":"The Matrix","token":"x","id":-3}'],
    ['an unknown type', '{"query":"The Matrix","token":"x","type":"book"}'],
    ['an over-long query', JSON.stringify({ query: 'x'.repeat(201), token: 'x' })],
  ])('answers 400 validation_failed (never 500) for %s', async (_name, raw) => {
    const response = await newVisitor().request('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
  });

  it('answers 413 for a body over the limit', async () => {
    const { status, body } = await newVisitor().json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix', token: 'x'.repeat(40_000) },
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: 'payload_too_large' });
  });
});

describe('the anonymous daily limit', () => {
  it('allows 2 searches, then answers 429 limitReached', async () => {
    const visitor = newVisitor();
    expect((await search(visitor, { query: 'The Matrix' })).status).toBe(200);
    const second = await search(visitor, { query: 'Amélie' });
    expect(second.body.quota).toMatchObject({ used: 2, remaining: 0 });
    const third = await search(visitor, { query: 'Game of Thrones' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      error: 'limit_reached',
      limitReached: true,
      message: messages.limitReached,
    });
    expect(third.body.error).toContain('limit');
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 2, limit: 2, remaining: 0 });
  });

  it('reopening a title already opened today is free', async () => {
    const visitor = newVisitor();
    await search(visitor, { query: 'The Matrix' });
    const again = await search(visitor, { query: 'The Matrix (1999)' });
    expect(again.status).toBe(200);
    expect(again.body.quota.used).toBe(1);
  });

  it('still blocks a fresh browser profile on the same IP', async () => {
    const visitor = newVisitor();
    await search(visitor, { query: 'The Matrix' });
    await search(visitor, { query: 'Amélie' });
    const privateWindow = visitor.freshProfile();
    expect((await privateWindow.json('/api/quota')).body).toMatchObject({ used: 2, remaining: 0 });
    expect((await search(privateWindow, { query: 'Game of Thrones' })).status).toBe(429);
  });

  it('still blocks the same browser from another IP (the device cookie counts too)', async () => {
    const visitor = newVisitor();
    await search(visitor, { query: 'The Matrix' });
    await search(visitor, { query: 'Amélie' });
    const elsewhere = new TestClient(server.url, '192.0.2.77');
    // Carry the cookies over: same browser, new network (a VPN).
    (elsewhere as unknown as { cookies: unknown }).cookies = (
      visitor as unknown as { cookies: unknown }
    ).cookies;
    expect((await search(elsewhere, { query: 'Game of Thrones' })).status).toBe(429);
  });

  it('counts IPv6 visitors by /64, so rotating addresses does not help', async () => {
    const a = new TestClient(server.url, '2001:db8:aaaa:1::1');
    const b = new TestClient(server.url, '2001:db8:aaaa:1:ffff::2');
    await search(a, { query: 'The Matrix' });
    await search(a, { query: 'Amélie' });
    expect((await search(b, { query: 'Game of Thrones' })).status).toBe(429);
    const otherNetwork = new TestClient(server.url, '2001:db8:bbbb:1::1');
    expect((await search(otherNetwork, { query: 'Game of Thrones' })).status).toBe(200);
  });

  it('lets exactly 2 of 20 simultaneous searches through', async () => {
    const visitor = newVisitor();
    await visitor.json('/api/quota'); // gets the device cookie first, like a loaded page
    const titles = ['The Matrix', 'Amélie', 'Game of Thrones', 'The Matrix Reloaded', 'Lonely Film'];
    const tokens = await Promise.all(Array.from({ length: 20 }, () => solveAltcha(server.url)));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        visitor.json<{ type: string; id: number }>('/api/search', {
          method: 'POST',
          json: {
            token,
            query: titles[i % titles.length],
            id: [603, 194, 1399, 604, 1399][i % 5],
            type: ['movie', 'movie', 'tv', 'movie', 'movie'][i % 5],
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length + statuses.filter((s) => s === 200).length).toBe(20);
    // Two distinct titles fit in the allowance; reopening one of those two is free.
    const opened = new Set(answers.filter((a) => a.status === 200).map((a) => `${a.body.type}:${a.body.id}`));
    expect(opened.size).toBe(2);
    expect((await visitor.json('/api/quota')).body).toMatchObject({ used: 2 });
  });

  it('resets at 00:00 UTC', async () => {
    const visitor = newVisitor();
    await search(visitor, { query: 'The Matrix' });
    await search(visitor, { query: 'Amélie' });
    expect((await search(visitor, { query: 'Game of Thrones' })).status).toBe(429);
    clock.set('2026-11-21T23:59:59Z');
    expect((await search(visitor, { query: 'Game of Thrones' })).status).toBe(429);
    clock.set('2026-11-22T00:00:00Z');
    const quota = await visitor.json('/api/quota');
    expect(quota.body).toMatchObject({ used: 0, resetAt: '2026-11-23T00:00:00.000Z' });
    expect((await search(visitor, { query: 'Game of Thrones' })).status).toBe(200);
    clock.set('2026-11-21T12:00:00Z');
  });
});

describe('GET /api/quota', () => {
  it('answers used, limit, remaining, resetAt and plan, and sets a signed HttpOnly device cookie', async () => {
    const visitor = newVisitor();
    const response = await visitor.request('/api/quota');
    expect(await response.json()).toEqual({
      used: 0,
      limit: 2,
      remaining: 2,
      resetAt: '2026-11-22T00:00:00.000Z',
      plan: 'anonymous',
    });
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/ra_device=[^;]+\.[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('ignores a forged device cookie', async () => {
    const response = await fetch(`${server.url}/api/quota`, {
      headers: {
        cookie: 'ra_device=00000000-0000-0000-0000-000000000000.forged',
        'x-forwarded-for': '198.51.100.250',
      },
    });
    expect(response.headers.getSetCookie().join(';')).toMatch(/ra_device=/);
  });
});

describe('search answer encoding', () => {
  /** A raw HTTP exchange (fetch would decode gzip itself): status, headers and the exact bytes. */
  async function rawSearch(ip: string, cookie: string, acceptEncoding: string | null) {
    const token = await solveAltcha(server.url);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      origin: server.origin,
      cookie,
    };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/search`, { method: 'POST', headers }, resolve);
      req.on('error', reject);
      req.end(JSON.stringify({ token, query: 'The Matrix (1999)' }));
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks) };
  }

  it('gzips for clients that take it (one valid gzip member), plain JSON otherwise; same answer', async () => {
    const ip = '198.51.100.240';
    const visitor = new TestClient(server.url, ip);
    const cookie = (await visitor.request('/api/quota')).headers.get('set-cookie') ?? '';
    const device = cookie.split(';')[0] ?? '';
    expect(device).toMatch(/^ra_device=/);

    const plain = await rawSearch(ip, device, null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    const first = JSON.parse(plain.bytes.toString('utf8')) as SearchResponse;
    expect(first).toMatchObject({ id: 603, quota: { used: 1, remaining: 1 } });
    // Reopens from here on: the same answer each time.

    for (const encoding of ['gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8']) {
      const zipped = await rawSearch(ip, device, encoding);
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      // gunzipSync checks the CRC-32 and length of the trailer and refuses trailing garbage.
      expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(first);
    }
    expect((await rawSearch(ip, device, 'gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});
