import type { TmdbCatalog } from '@reelatlas/adapters/tmdb';
import { type Database, openDatabase } from '@reelatlas/db';
import {
  createTestDatabase,
  FAKE_MOTN_KEY,
  FAKE_RAPIDAPI_KEY,
  type FakeStreamingAvailability,
  type FakeTmdb,
  fakeMotnOption,
  startFakeStreamingAvailability,
  startFakeTmdb,
  type TestDatabase,
} from '@reelatlas/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countedTitle,
  idRange,
  motnMatrixCopies,
  offersOf as offer,
  type SecondSourceCatalogOptions,
  secondSourceCatalog,
  withMatrixCopies,
} from './second-source-catalog.ts';
import { testClock } from './test-server.ts';

let tmdb: FakeTmdb;
let motn: FakeStreamingAvailability;
let testDb: TestDatabase;
let database: Database;
const clock = testClock('2026-11-21T12:00:00Z');
const upstreamErrors: unknown[] = [];

/** The live catalog as the server builds it, with the second source behind its own budget. */
const catalogWith = (
  options: Pick<SecondSourceCatalogOptions, 'key' | 'perSecond' | 'monthlyQuota' | 'timeoutMs'> = {},
) =>
  secondSourceCatalog({
    database,
    tmdb,
    motn,
    clock,
    timeoutMs: 300,
    onUpstreamError: (err) => upstreamErrors.push(err),
    ...options,
  });

let catalog: TmdbCatalog;
let nextFaultId = 9040;

beforeAll(async () => {
  // More titles for the burst: copies of The Matrix under other ids.
  tmdb = await startFakeTmdb(withMatrixCopies(idRange(9001, 9050)));
  motn = await startFakeStreamingAvailability();
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.options);
  await database.migrate();
  catalog = catalogWith();
});
beforeEach(() => {
  tmdb.reset();
  motn.reset();
  upstreamErrors.length = 0;
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  await tmdb?.close();
  await motn?.close();
});

describe('offer facts from the Streaming Availability API', () => {
  it('merges its offers with TMDb’s: a service both know appears once, with both sources’ facts', async () => {
    const title = await countedTitle(catalog, { type: 'movie', id: 603 });
    const rows = title?.availability;
    const netflixUs = offer(rows, 'US', 'Netflix', 'subscription');
    expect(netflixUs).toHaveLength(1);
    expect(netflixUs?.[0]).toMatchObject({
      // TMDb's link and rank stay; the second source adds what TMDb lacks.
      link: 'https://www.themoviedb.org/movie/603/watch?locale=US',
      audio: ['en', 'es-MX'],
      subtitles: [
        { language: 'en', closedCaptions: true },
        { language: 'fr', closedCaptions: false },
      ],
      quality: 'uhd',
      expiresOn: '2026-12-12',
      deepLink: 'https://www.netflix.com/watch/20557937',
    });
    expect(offer(rows, 'US', 'Apple TV', 'rent')?.[0]).toMatchObject({
      localPrice: { amount: 3.99, currency: 'USD' },
      price: '3.99 USD',
    });
    // Sold once per quality: one offer, the best one.
    expect(offer(rows, 'US', 'Apple TV', 'buy')).toHaveLength(1);
    expect(offer(rows, 'US', 'Apple TV', 'buy')?.[0]).toMatchObject({
      quality: 'uhd',
      localPrice: { amount: 14.99 },
    });
    expect(offer(rows, 'SE', 'Netflix', 'subscription')?.[0]?.subtitles).toEqual([
      { language: 'sv', closedCaptions: false },
    ]);
    // Only the second source knows MUBI in Germany: once, with its own link; only TMDb knows Pluto TV.
    expect(offer(rows, 'DE', 'MUBI', 'subscription')).toHaveLength(1);
    expect(offer(rows, 'DE', 'MUBI', 'subscription')?.[0]).toMatchObject({
      audio: ['en', 'de'],
      link: 'https://www.mubi.example/title/80000603',
    });
    expect(offer(rows, 'DE', 'Pluto TV', 'ads')?.[0]?.audio).toBeUndefined();
    // Add-ons (a channel sold through another service) are left out.
    expect(rows?.filter((row) => row.provider === 'Prime Video')).toEqual([]);
    const keys = rows?.map((row) => `${row.country}|${row.provider}|${row.offerType}`) ?? [];
    expect(new Set(keys).size).toBe(keys.length);
    expect(motn.requests.map((r) => [r.path, r.apiKey])).toEqual([['/shows/movie/603', FAKE_MOTN_KEY]]);
  });

  it('keeps its offers with the title: a fresh title asks neither source, a refresh reuses the held facts', async () => {
    const title = await countedTitle(catalog, { type: 'movie', id: 603 });
    expect(offer(title?.availability, 'US', 'Netflix', 'subscription')?.[0]?.quality).toBe('uhd');
    expect(motn.requests).toHaveLength(0);
    expect(tmdb.requests).toHaveLength(0);
    // A background refresh is no counted search: TMDb is asked, the second source is not.
    expect(await catalog.refreshTitle({ type: 'movie', id: 603 })).toBe('updated');
    expect(motn.requests).toHaveLength(0);
    const refreshed = await countedTitle(catalog, { type: 'movie', id: 603 });
    expect(offer(refreshed?.availability, 'US', 'Netflix', 'subscription')?.[0]?.quality).toBe('uhd');
  });

  it('serves its stale facts when it fails after the TTL', async () => {
    clock.set('2026-11-22T13:00:00Z');
    motn.fail({ kind: 'status', status: 503 });
    const title = await countedTitle(catalog, { type: 'movie', id: 603 });
    expect(tmdb.hits('/3/movie/603')).toBe(1);
    expect(motn.requests).toHaveLength(1);
    expect(offer(title?.availability, 'US', 'Netflix', 'subscription')?.[0]).toMatchObject({
      quality: 'uhd',
      expiresOn: '2026-12-12',
    });
    expect(upstreamErrors).toHaveLength(1);
  });

  it.each([
    ['a refused key (401)', { kind: 'status', status: 401 } as const],
    ['its rate limit (429)', { kind: 'status', status: 429 } as const],
    ['a server error (500)', { kind: 'status', status: 500 } as const],
    ['a timeout', { kind: 'slow', delayMs: 1000 } as const],
    ['a dropped connection', { kind: 'drop' } as const],
    ['broken JSON', { kind: 'malformed' } as const],
  ])('never breaks a search on %s: the title answers with TMDb’s offers', async (_name, fault) => {
    const id = nextFaultId++;
    motnMatrixCopies(motn, [id]);
    motn.fail(fault);
    const started = Date.now();
    const title = await countedTitle(catalog, { type: 'movie', id });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(motn.requests).toHaveLength(1);
    expect(offer(title?.availability, 'US', 'Netflix', 'subscription')).toHaveLength(1);
    expect(title?.availability.some((row) => row.audio || row.deepLink)).toBe(false);
    expect(upstreamErrors).toHaveLength(1);
  });

  it('spends no more calls than its per-second limit and monthly quota under a burst; every search still answers', async () => {
    // A month no other test spent from.
    clock.set('2027-01-31T12:00:00Z');
    // Counted, not timed: a call slowed by a busy machine must still reach the source.
    const burst = catalogWith({ perSecond: 3, monthlyQuota: 5, timeoutMs: 2000 });
    const ids = Array.from({ length: 12 }, (_, i) => 9001 + i);
    const titles = await Promise.all(ids.map((id) => countedTitle(burst, { type: 'movie', id })));
    expect(motn.requests).toHaveLength(3);
    for (const title of titles)
      expect(offer(title?.availability, 'US', 'Netflix', 'subscription')).toHaveLength(1);
    // The next second: room again, up to the month's quota (5 in all).
    clock.set('2027-01-31T12:00:01Z');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => countedTitle(burst, { type: 'movie', id: 9013 + i })),
    );
    expect(motn.requests).toHaveLength(5);
    clock.set('2027-01-31T12:00:05Z');
    await countedTitle(burst, { type: 'movie', id: 9025 });
    expect(motn.requests).toHaveLength(5);
    // A new month, a new quota.
    clock.set('2027-02-01T00:00:00Z');
    await countedTitle(burst, { type: 'movie', id: 9026 });
    expect(motn.requests).toHaveLength(6);
  });

  it('refuses hostile data or shows it safely', async () => {
    clock.set('2027-02-05T12:00:00Z');
    motn.shows['movie/1396'] = {
      tmdbId: 'movie/1396',
      streamingOptions: {
        fr: [
          fakeMotnOption(['evil', '<img src=x onerror=alert(1)>\u202E\u0000Evil'], 'rent', {
            link: 'javascript:alert(1)',
            videoLink: 'http://insecure.example/watch',
            price: { amount: '99999999999', currency: 'EUR', formatted: '<b>free</b>' },
            audios: Array.from({ length: 10_000 }, () => ({ language: 'eng' })),
            subtitles: [
              { closedCaptions: 'yes', locale: { language: 'fra' } },
              { closedCaptions: false, locale: { language: '<x>' } },
            ],
            quality: '8k',
            expiresOn: 1e15,
          }),
        ],
        'x<y': [fakeMotnOption(['netflix', 'Netflix'], 'subscription')],
      },
    };
    const title = await countedTitle(catalog, { type: 'movie', id: 1396 });
    const evil = title?.availability.filter((row) => row.provider.includes('Evil'));
    expect(evil).toEqual([
      {
        country: 'FR',
        provider: '<img src=x onerror=alert(1)>Evil',
        offerType: 'rent',
        link: null,
        price: null,
        subtitles: [],
      },
    ]);
    expect(title?.availability.map((row) => row.country)).not.toContain('X<');
  });

  it('uses the marketplace’s key and host headers for a marketplace key', async () => {
    clock.set('2027-02-10T12:00:00Z');
    const market = catalogWith({ key: FAKE_RAPIDAPI_KEY });
    await countedTitle(market, { type: 'movie', id: 603 });
    expect(motn.requests).toEqual([
      expect.objectContaining({
        path: '/shows/movie/603',
        apiKey: undefined,
        rapidKey: FAKE_RAPIDAPI_KEY,
        rapidHost: 'streaming-availability.p.rapidapi.com',
      }),
    ]);
  });
});
