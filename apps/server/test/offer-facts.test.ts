import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchResponse } from '@reelatlas/contracts';
import { solveAltcha, TestClient } from '@reelatlas/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportSummary, importCatalogFile } from '../src/catalog/import-catalog.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// An offer's facts (languages, quality, price, leaving date, deep link): accepted by the catalog
// import, stored with the offer and carried by the search answer; hostile values refused at import.

const dir = mkdtempSync(join(tmpdir(), 'reelatlas-offer-facts-'));
const file = join(dir, 'catalog.jsonl');

const netflixUs = {
  country: 'US',
  provider: 'Netflix',
  offerType: 'subscription',
  audio: ['en', 'es-MX'],
  subtitles: [
    { language: 'en', closedCaptions: true },
    { language: 'fr', closedCaptions: false },
  ],
  quality: 'uhd',
  expiresOn: '2026-12-12',
  deepLink: 'https://www.netflix.com/title/20557937',
};
const appleRent = {
  country: 'JP',
  provider: 'Apple TV',
  offerType: 'rent',
  price: '¥400',
  localPrice: { amount: 400, currency: 'JPY' },
  quality: 'hd',
};
const matrix = {
  type: 'movie',
  id: 603,
  title: 'The Matrix',
  year: 1999,
  availability: [netflixUs, appleRent, { country: 'SE', provider: 'Netflix', offerType: 'subscription' }],
};

/** A title whose only offer carries one hostile fact. */
const withOffer = (id: number, fact: Record<string, unknown>) =>
  JSON.stringify({
    type: 'movie',
    id,
    title: `Hostile ${id}`,
    availability: [{ country: 'US', provider: 'Netflix', offerType: 'rent', ...fact }],
  });

const hostile: [string, Record<string, unknown>, RegExp][] = [
  ['a javascript: deep link', { deepLink: 'javascript:alert(1)' }, /deepLink: must be an https: link/],
  [
    'a plain http: deep link',
    { deepLink: 'http://www.netflix.com/title/1' },
    /deepLink: must be an https: link/,
  ],
  ['a data: deep link', { deepLink: 'data:text/html,<script>alert(1)</script>' }, /deepLink/],
  ['a deep link with credentials', { deepLink: 'https://user:pw@evil.test/' }, /deepLink/],
  [
    'a deep link whose host hides behind a backslash',
    { deepLink: 'https://evil.test\\@good.test/' },
    /deepLink/,
  ],
  ['a deep link to a bare address', { deepLink: 'https://127.0.0.1/admin' }, /deepLink/],
  ['a deep link with a bidi override', { deepLink: 'https://good.test/\u202egnp.exe' }, /deepLink/],
  ['a deep link with a line break', { deepLink: 'https://good.test/a\nb' }, /deepLink/],
  ['a 3,000-character deep link', { deepLink: `https://good.test/${'a'.repeat(3000)}` }, /deepLink/],
  [
    'markup as an audio language',
    { audio: ['<img src=x onerror=alert(1)>'] },
    /audio\.0: must be a language code/,
  ],
  [
    '10,000 audio entries',
    { audio: Array.from({ length: 10_000 }, () => 'en') },
    /audio: at most 60 languages/,
  ],
  ['an absurd price', { localPrice: { amount: 1e12, currency: 'USD' } }, /localPrice\.amount/],
  ['a negative price', { localPrice: { amount: -3, currency: 'USD' } }, /localPrice\.amount/],
  [
    'a made-up currency',
    { localPrice: { amount: 3.99, currency: 'dollars' } },
    /localPrice\.currency: must be an ISO 4217/,
  ],
  ['an unknown quality', { quality: '8K' }, /quality/],
  ['a leaving date that is no date', { expiresOn: '2026-13-45' }, /expiresOn/],
  [
    'a subtitle without its captions flag',
    { subtitles: [{ language: 'en' }] },
    /subtitles\.0\.closedCaptions/,
  ],
];

const lines = [JSON.stringify(matrix), ...hostile.map(([, fact], index) => withOffer(900 + index, fact))];
writeFileSync(file, `${lines.join('\n')}\n`);

const clock = testClock('2026-11-21T12:00:00Z');
let server: TestServer;
let summary: ImportSummary;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    seedCatalog: async (db) => {
      summary = await importCatalogFile(db, file, { now: clock.now(), logger: pino({ level: 'silent' }) });
    },
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function search(body: Record<string, unknown>) {
  const token = await solveAltcha(server.url);
  return new TestClient(server.url, '198.51.100.7').json<SearchResponse>('/api/search', {
    method: 'POST',
    json: { token, ...body },
  });
}

describe('offer facts', () => {
  it('imports the facts and refuses every line with a hostile one, saying which field', () => {
    expect(summary.imported).toBe(1);
    expect(summary.rejected.map((r) => r.line)).toEqual(hostile.map((_, index) => index + 2));
    hostile.forEach(([, , reason], index) => {
      expect(summary.rejected[index]?.reason).toMatch(reason);
    });
  });

  it('answers a search with each offer facts, and an offer without facts keeps its old shape', async () => {
    const { status, body } = await search({ query: 'The Matrix', id: 603, type: 'movie' });
    expect(status).toBe(200);
    expect(body.availability).toContainEqual({ ...netflixUs, link: null, price: null });
    expect(body.availability).toContainEqual({ ...appleRent, link: null });
    expect(body.availability).toContainEqual({
      country: 'SE',
      provider: 'Netflix',
      offerType: 'subscription',
      link: null,
      price: null,
    });
  });

  it('documents the facts in the OpenAPI document, as optional fields of an offer', async () => {
    const document = await new TestClient(server.url).json<{
      components?: { schemas?: Record<string, unknown> };
    }>('/api/openapi.json');
    const text = JSON.stringify(document.body);
    for (const fact of ['audio', 'subtitles', 'quality', 'localPrice', 'expiresOn', 'deepLink']) {
      expect(text).toContain(`"${fact}"`);
    }
    expect(text).toContain('An https: link that opens the title');
  });
});
