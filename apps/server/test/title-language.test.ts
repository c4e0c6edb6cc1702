import type {
  SearchResponse,
  TitleFactsResponse,
  TitleInLanguageAnswer,
  TitleSummary,
} from '@reelatlas/contracts';
import type { Db } from '@reelatlas/db';
import {
  FAKE_TMDB_BEARER,
  type FakeTmdb,
  type NamedTitleFixture,
  namedTitleFixtures,
  namedTitlesTmdbEnv,
  seedExportsIndex,
  solveAltcha,
  startNamedTitlesTmdb,
  TestClient,
} from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNamesCrawl } from '../src/boot/names-crawl.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Titles in the visitor's language: a suggestion names the title in the language the request
// asks for (`lang`) when TMDb has a name in it, with the name typed when that is another; the
// title page's heading and overview likewise, with the original and English names.
const hostile: NamedTitleFixture = {
  type: 'movie',
  id: 990_001,
  original: 'Quorvane',
  originalLanguage: 'en',
  english: 'Quorvane',
  translations: [['de', 'DE', `<img src=x onerror=alert(1)>\u202eQuorvane\u0007 ${'lang '.repeat(80)}`]],
  alternatives: [],
  popularity: 40,
};
const fixtures = [...namedTitleFixtures.filter((f) => [129, 37854].includes(f.id)), hostile];
let fake: FakeTmdb;
let server: TestServer;
let ip = 0;
const client = () => new TestClient(server.url, `198.51.100.${++ip}`);
const suggest = async (q: string, lang?: string) =>
  (
    await client().json<TitleSummary[]>(
      `/api/autocomplete?q=${encodeURIComponent(q)}${lang === undefined ? '' : `&lang=${encodeURIComponent(lang)}`}`,
    )
  ).body;
const named = (path: string) => client().json<TitleInLanguageAnswer>(path);

beforeAll(async () => {
  fake = await startNamedTitlesTmdb(fixtures, (served) => {
    // A hostile overview too: markup, a bidi override, a control character, far too long.
    const quorvane = served.find((t) => t.item.id === hostile.id);
    if (!quorvane) throw new Error('no hostile fixture');
    const { translations } = quorvane.translations as { translations: { data: Record<string, string> }[] };
    const german = translations[1];
    if (german) german.data.overview = `<script>x()</script>\u202eBöse\u0000 ${'Wort '.repeat(1_000)}`;
  });
  server = await startTestServer({
    env: { TMDB_API_TOKEN: FAKE_TMDB_BEARER, TMDB_API_URL: fake.url, TMDB_REFRESH_INTERVAL_MINUTES: '0' },
    seedCatalog: (db: Db) => seedExportsIndex(db, fixtures),
  });
  // The names crawl stores every name (and the translations' overviews).
  await runNamesCrawl({
    database: server.deps.database,
    env: namedTitlesTmdbEnv(fake.url, { TMDB_TIMEOUT_MS: 2_000 }),
    clock: { now: () => new Date() },
    limit: 10,
    sleep: async () => {},
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('suggestions in the visitor’s language', () => {
  it('a German visitor typing “Chihiros Reise” sees “Chihiros Reise ins Zauberland”', async () => {
    const [first] = await suggest('Chihiros Reise', 'de');
    expect(first).toMatchObject({ id: 129, title: 'Chihiros Reise ins Zauberland' });
    expect(first?.matchedName).toBeUndefined();
    // Typing the English name, they see the German one and what they typed.
    expect((await suggest('Spirited Away', 'de'))[0]).toMatchObject({
      title: 'Chihiros Reise ins Zauberland',
      matchedName: 'Spirited Away',
    });
  });

  it('a Japanese visitor sees 千と千尋の神隠し (the original is Japanese), and ワンピース for One Piece', async () => {
    expect((await suggest('Spirited Away', 'ja'))[0]).toMatchObject({
      id: 129,
      title: '千と千尋の神隠し',
      matchedName: 'Spirited Away',
    });
    expect((await suggest('One Piece', 'ja'))[0]).toMatchObject({ id: 37854, title: 'ワンピース' });
  });

  it('English, no language, an unknown or hostile one, or a language TMDb has no name in: the English title', async () => {
    for (const lang of [undefined, 'en', 'xx', 'DE-de-<script>', 'x'.repeat(300), 'ko']) {
      const [first] = await suggest('Spirited Away', lang);
      expect(first).toMatchObject({ id: 129, title: 'Spirited Away' });
      expect(first?.matchedName).toBeUndefined();
    }
    // The code in any case is the language.
    expect((await suggest('Spirited Away', 'DE'))[0]?.title).toBe('Chihiros Reise ins Zauberland');
  });

  it('a hostile name is shown cleaned and bounded, as text', async () => {
    const [first] = await suggest('Quorvane', 'de');
    expect(first?.id).toBe(hostile.id);
    expect(first?.title).toMatch(/^<img src=x onerror=alert\(1\)> Quorvane lang/);
    expect(first?.title).not.toContain('\u202e');
    expect(first?.title).not.toContain('\u0007');
    expect([...(first?.title ?? '')].length).toBeLessThanOrEqual(200);
  });
});

describe('a title page in the visitor’s language', () => {
  it('names the title and tells its overview in German, with the original and English names', async () => {
    const { status, body } = await named('/api/titles/movie/129/names?lang=de');
    expect(status).toBe(200);
    expect(body).toEqual({
      name: 'Chihiros Reise ins Zauberland',
      overview: 'Die zehnjährige Chihiro gerät in eine seltsame Welt voller Geister.',
      original: '千と千尋の神隠し',
      english: 'Spirited Away',
    });
  });

  it('in Japanese: the original name, and no overview where TMDb has none', async () => {
    expect((await named('/api/titles/movie/129/names?lang=ja')).body).toEqual({
      name: '千と千尋の神隠し',
      overview: null,
      original: '千と千尋の神隠し',
      english: 'Spirited Away',
    });
    // English asks for nothing more than the English title.
    expect((await named('/api/titles/movie/129/names?lang=nonsense')).body).toMatchObject({
      name: null,
      english: 'Spirited Away',
    });
  });

  it('a hostile overview is cleaned and capped; an unknown title is a 404', async () => {
    const { body } = await named(`/api/titles/movie/${hostile.id}/names?lang=de`);
    expect(body.overview).toMatch(/^<script>x\(\)<\/script> Böse Wort/);
    expect(body.overview).not.toContain('\u202e');
    expect(body.overview).not.toContain('\u0000');
    expect([...(body.overview ?? '')].length).toBeLessThanOrEqual(2_000);
    expect((await named('/api/titles/movie/424242/names?lang=de')).status).toBe(404);
    expect((await named('/api/titles/movie/0/names?lang=de')).status).toBe(400);
  });
});

describe('the title page’s first answer brings the visitor’s name along', () => {
  const german = {
    name: 'Chihiros Reise ins Zauberland',
    overview: 'Die zehnjährige Chihiro gerät in eine seltsame Welt voller Geister.',
    original: '千と千尋の神隠し',
    english: 'Spirited Away',
  };
  const search = async (lang?: unknown) =>
    new TestClient(server.url, `198.51.101.${++ip}`, server.origin).json<SearchResponse>('/api/search', {
      method: 'POST',
      json: {
        query: 'Spirited Away (2001)',
        id: 129,
        type: 'movie',
        token: await solveAltcha(server.url),
        ...(lang === undefined ? {} : { lang }),
      },
    });

  it('the facts asked in German carry the German name and overview; in English or an unknown language, none', async () => {
    const { status, body } = await client().json<TitleFactsResponse>('/api/titles/movie/129?lang=de');
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Spirited Away', named: german });
    for (const query of ['', '?lang=en', '?lang=xx', `?lang=${'x'.repeat(300)}`, '?lang=%3Cscript%3E']) {
      const plain = await client().json<TitleFactsResponse>(`/api/titles/movie/129${query}`);
      expect(plain.status, query).toBe(200);
      expect(plain.body.named, query).toBeUndefined();
    }
    expect((await client().json(`/api/titles/movie/424242?lang=de`)).status).toBe(404);
  });

  it('a search asked in German carries them too, beside the availability; in English or a hostile language, none', async () => {
    const answer = await search('de');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 129, title: 'Spirited Away', named: german });
    expect(answer.body.quota).toBeTruthy();
    for (const lang of [undefined, 'en', 'DE-de-<script>', 'x'.repeat(300)]) {
      const plain = await search(lang);
      expect(plain.status, String(lang)).toBe(200);
      expect(plain.body.named, String(lang)).toBeUndefined();
    }
    // Not text: refused as any malformed search is, and nothing counted.
    expect((await search(12)).status).toBe(400);
  });
});
