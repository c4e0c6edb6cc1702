import type { RegionsResponse, ServicesResponse, TitleSummary } from '@reelatlas/contracts';
import { TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let client: TestClient;
const titlesOf = (items: TitleSummary[]) => items.map((i) => i.title);

beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url, '198.51.100.200');
});
afterAll(() => server?.stop());

describe('GET /api/autocomplete', () => {
  it('answers id, type, title, year and thumbnail, prefix matches first', async () => {
    const { status, body } = await client.json<TitleSummary[]>('/api/autocomplete?q=matr');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ id: 603, type: 'movie', title: 'The Matrix', year: 1999, thumbnail: null });
    expect(titlesOf(body)).toContain('The Matrix Reloaded');
  });

  it('is accent-insensitive, case-insensitive and typo-tolerant', async () => {
    expect(titlesOf((await client.json<TitleSummary[]>('/api/autocomplete?q=AMELIE')).body)).toContain(
      'Amélie',
    );
    expect(titlesOf((await client.json<TitleSummary[]>('/api/autocomplete?q=am%C3%A9')).body)).toContain(
      'Amélie',
    );
    expect(titlesOf((await client.json<TitleSummary[]>('/api/autocomplete?q=matirx')).body)).toContain(
      'The Matrix',
    );
  });

  it('finds TV shows too', async () => {
    const { body } = await client.json<TitleSummary[]>('/api/autocomplete?q=game%20of');
    expect(body[0]).toMatchObject({ type: 'tv', id: 1399, title: 'Game of Thrones' });
  });

  it('treats LIKE wildcards and SQL as plain text', async () => {
    for (const q of ['%%', '__', "'; DROP TABLE titles; --", '\\\\']) {
      const { status, body } = await client.json<TitleSummary[]>(
        `/api/autocomplete?q=${encodeURIComponent(q)}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
    expect((await client.json<TitleSummary[]>('/api/autocomplete?q=matrix')).body.length).toBeGreaterThan(0);
  });

  it('never answers more than 10 items', async () => {
    const { body } = await client.json<TitleSummary[]>('/api/autocomplete?q=the');
    expect(body.length).toBeLessThanOrEqual(10);
  });

  it.each([[''], ['?q='], ['?q=a'], ['?q=%20%20a%20'], [`?q=${'x'.repeat(201)}`]])(
    'answers 400 for too short or too long input (%s)',
    async (query) => {
      const { status, body } = await client.json(`/api/autocomplete${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'validation_failed' });
    },
  );

  it('does not count against the daily limit', async () => {
    for (let i = 0; i < 5; i++) await client.json('/api/autocomplete?q=matrix');
    expect((await client.json('/api/quota')).body).toMatchObject({ used: 0 });
  });
});

describe('GET /api/top-rated', () => {
  it('answers results[] best first, 20 by default', async () => {
    const { status, body } = await client.json<{ results: TitleSummary[] }>('/api/top-rated');
    expect(status).toBe(200);
    expect(body.results.length).toBe(5);
    expect(body.results[0]).toEqual({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      thumbnail: null,
    });
  });

  it('honours ?limit= up to 20', async () => {
    expect((await client.json<{ results: unknown[] }>('/api/top-rated?limit=2')).body.results).toHaveLength(
      2,
    );
    for (const bad of ['0', '21', '-1', 'abc', '2.5']) {
      const { status, body } = await client.json<{ error: string; fields?: Record<string, string> }>(
        `/api/top-rated?limit=${bad}`,
      );
      expect(status).toBe(400);
      // The API's one 400 shape, naming the field, as every other route's check answers.
      expect(body.error).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {})).toEqual(['limit']);
    }
  });
});

describe('GET /api/regions', () => {
  it("answers the demo catalog's own countries by English name", async () => {
    const { status, body } = await client.json<RegionsResponse>('/api/regions');
    expect(status).toBe(200);
    expect(body).toEqual({
      source: 'demo',
      regions: [
        { code: 'FR', name: 'France' },
        { code: 'DE', name: 'Germany' },
        { code: 'SE', name: 'Sweden' },
        { code: 'GB', name: 'United Kingdom' },
        { code: 'US', name: 'United States' },
      ],
    });
  });
});

describe("the catalog's lists", () => {
  it('come gzipped to a browser that accepts it, plain to one that does not, the same JSON', async () => {
    for (const path of ['/api/regions', '/api/services']) {
      const zipped = await fetch(server.url + path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const plain = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
      expect(zipped.headers.get('content-encoding'), path).toBe('gzip');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await zipped.json(), path).toEqual(await plain.json());
    }
  });
});

describe('GET /api/config', () => {
  it('tells the browser which bot check to use, the VPN offer link and that the catalog is demo data', async () => {
    const { body } = await client.json('/api/config');
    expect(body).toEqual({
      botCheck: { provider: 'altcha', challengeUrl: '/api/botcheck/challenge' },
      vpnAffiliateUrl: 'https://nordvpn.com/special/',
      demoCatalog: true,
      googleSignIn: false,
      billing: { provider: 'test', priceId: 'price_test_pro' },
    });
  });
});

describe('GET /api/services', () => {
  it("lists the catalog's services once each, the most widespread first, with no title's availability", async () => {
    const res = await client.request('/api/services');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const body = (await res.json()) as ServicesResponse;
    expect(body.services.length).toBeGreaterThan(0);
    const names = body.services.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    const counts = body.services.map((s) => s.countries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(Object.keys(body.services[0] ?? {}).sort()).toEqual(['countries', 'name']);
  });

  it('costs no search', async () => {
    const before = (await client.json<{ used: number }>('/api/quota')).body.used;
    await client.json('/api/services');
    expect((await client.json<{ used: number }>('/api/quota')).body.used).toBe(before);
  });
});
