// Core's search use case (docs/product-rules.md#daily-searches) on what it runs on in the server: the demo
// catalog in the database behind the in-process catalog cache, the daily counters' store, and
// the ALTCHA bot check with its spent-token store (a low-difficulty challenge, solved here as
// the browser solves it). reCAPTCHA's siteverify is Google's: a local fake of it. The API tests
// (search.test.ts, search-counting.test.ts) prove the same rules over HTTP; these take
// milliseconds, so mutation testing (`npm run test:mutation`) runs them for every mutant.
import { createAltchaBotCheck, createRecaptchaBotCheck } from '@reelatlas/adapters/botcheck';
import { withCatalogCache } from '@reelatlas/adapters/catalog-cache';
import {
  autocompleteTitles,
  getQuota,
  getTitleFacts,
  listTopRated,
  type SearchTitleDeps,
  type Subject,
  searchTitleOutcome,
  titleAnswer,
} from '@reelatlas/core';
import {
  type CatalogTitleInput,
  createDbCatalog,
  createSearchQuotaStore,
  createSpentTokenStore,
  replaceCatalog,
} from '@reelatlas/db';
import { fixtureTitles, startFakeSiteverify } from '@reelatlas/testing';
import { solvedAltchaPayload } from '@reelatlas/testing/altcha-solver';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './use-case-helpers.ts';

const testDatabase = useMigratedDatabase();
const NOW = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => NOW };
const RESET_AT = '2026-11-25T00:00:00.000Z';

// The API tests' catalog (packages/testing's fixture-catalog.ts), with a poster on The Matrix:
// those titles have none, and an answer must be seen to carry the one stored.
const isMatrix = (title: CatalogTitleInput) => title.type === 'movie' && title.id === 603;
const CATALOG = fixtureTitles.map((title) =>
  isMatrix(title) ? { ...title, thumbnail: 'https://image.test/603.jpg' } : title,
);
const MATRIX = CATALOG.find(isMatrix);
if (!MATRIX) throw new Error('the fixture catalog holds The Matrix');

beforeAll(async () => {
  await replaceCatalog(testDatabase.current.db, 'demo', CATALOG);
});

/**
 * The server's search dependencies on the test database, with a cold catalog cache of their
 * own. Made inside each test, so mutation testing links the code to the tests that run it.
 */
function searchDeps() {
  const { db } = testDatabase.current;
  const altcha = createAltchaBotCheck({
    hmacSecret: 'search-test',
    maxNumber: 20,
    spent: createSpentTokenStore(db),
  });
  const deps: SearchTitleDeps = {
    catalog: withCatalogCache(createDbCatalog(db, 'demo'), { ttlMs: 60_000, maxEntries: 100 }),
    quota: createSearchQuotaStore(db),
    botCheck: altcha,
    clock,
  };
  return { deps, token: async () => solvedAltchaPayload(await altcha.createChallenge()) };
}

let seq = 0;
/** A visitor of their own (device and IPv4 address), counted by neither of the others. */
const visitor = (): Subject => {
  const n = ++seq;
  return { kind: 'anonymous', deviceId: `search-device-${n}`, ipKey: `198.51.100.${n}`, ipBlockKey: null };
};
const member = (plan: 'Free' | 'Trial' | 'Pro'): Subject => {
  const n = ++seq;
  return {
    kind: 'user',
    userId: `search-user-${n}`,
    plan,
    emailVerified: true,
    deviceId: `search-device-${n}`,
    ipKey: `198.51.100.${n}`,
    ipBlockKey: null,
  };
};
const IP = '198.51.100.250';

describe('search: what a search answers', () => {
  it("answers the title with its platforms grouped, and the visitor's first search of the day used", async () => {
    const { deps, token } = searchDeps();
    const { answer, quota } = await searchTitleOutcome(deps, visitor(), {
      query: 'The Matrix (1999)',
      token: await token(),
      ip: IP,
    });
    expect(answer).toEqual({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      release_year: 1999,
      rating: 8.7,
      description: 'A hacker learns the truth about his reality.',
      thumbnail: 'https://image.test/603.jpg',
      trailer_url: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
      seasons: null,
      platforms: [
        { name: 'Netflix', countries: ['SE', 'US'] },
        // One country each, so by name; the fixture's 'Amazon Prime Video, Freevee' is two.
        { name: 'Amazon Prime Video', countries: ['DE'] },
        { name: 'Apple TV', countries: ['US'] },
        { name: 'Freevee', countries: ['DE'] },
      ],
      availability: expect.arrayContaining(MATRIX.availability.map((o) => expect.objectContaining(o))),
      source: 'demo',
    });
    expect(answer.availability).toHaveLength(MATRIX.availability.length);
    expect(quota).toEqual({ used: 1, limit: 2, remaining: 1, resetAt: RESET_AT, plan: 'anonymous' });
  });

  it('a picked title (id and type) wins over the typed text; movie:1399 and tv:1399 are two titles', async () => {
    const { deps, token } = searchDeps();
    const subject = visitor();
    const tv = await searchTitleOutcome(deps, subject, {
      query: 'The Matrix',
      id: 1399,
      type: 'tv',
      token: await token(),
      ip: IP,
    });
    expect(tv.answer).toMatchObject({ type: 'tv', id: 1399, title: 'Game of Thrones', seasons: 8 });
    const movie = await searchTitleOutcome(deps, subject, {
      query: 'The Matrix',
      id: 1399,
      type: 'movie',
      token: await token(),
      ip: IP,
    });
    expect(movie.answer).toMatchObject({ type: 'movie', id: 1399, title: 'Lonely Film', platforms: [] });
    expect(movie.quota.used).toBe(2);
  });

  it('an unknown title is not_found and costs nothing', async () => {
    const { deps, token } = searchDeps();
    const subject = visitor();
    expect(
      await refusal(
        searchTitleOutcome(deps, subject, { query: 'Zzyzx Qwerty', token: await token(), ip: IP }),
      ),
    ).toEqual({
      code: 'not_found',
      message: expect.any(String),
    });
    expect(
      await refusal(
        searchTitleOutcome(deps, subject, {
          query: 'x',
          id: 999_999,
          type: 'movie',
          token: await token(),
          ip: IP,
        }),
      ),
    ).toMatchObject({
      code: 'not_found',
    });
    expect((await getQuota(deps, subject)).used).toBe(0);
  });

  it('hands out the same answer object while the title stays cached, built again for another source', async () => {
    const { deps, token } = searchDeps();
    const first = await searchTitleOutcome(deps, visitor(), {
      query: 'The Matrix',
      token: await token(),
      ip: IP,
    });
    const again = await searchTitleOutcome(deps, visitor(), {
      query: 'The Matrix',
      token: await token(),
      ip: IP,
    });
    expect(again.answer).toBe(first.answer);
    const title = await deps.catalog.getTitle({ type: 'movie', id: 603 });
    if (!title) throw new Error('The Matrix is in the catalog');
    expect(titleAnswer(title, 'demo')).toBe(first.answer);
    const live = titleAnswer(title, 'tmdb');
    expect(live).toMatchObject({ id: 603, title: 'The Matrix', source: 'tmdb' });
    expect(titleAnswer(title, 'tmdb')).toBe(live);
  });
});

describe('search: the daily limit', () => {
  it('counts each new title, not a title opened again, and refuses past the limit with limit_reached', async () => {
    const { deps, token } = searchDeps();
    const subject = visitor();
    const search = async (query: string) =>
      searchTitleOutcome(deps, subject, { query, token: await token(), ip: IP });
    expect((await search('The Matrix')).quota.used).toBe(1);
    // Opened again today: from memory (this catalog cache) and not (a fresh one) alike.
    expect((await search('The Matrix')).quota.used).toBe(1);
    const cold = searchDeps();
    expect(
      (
        await searchTitleOutcome(cold.deps, subject, {
          query: 'The Matrix',
          token: await cold.token(),
          ip: IP,
        })
      ).quota,
    ).toMatchObject({ used: 1, remaining: 1 });
    expect((await search('Game of Thrones')).quota).toMatchObject({ used: 2, remaining: 0 });
    expect(await refusal(search('The Matrix Reloaded'))).toMatchObject({ code: 'limit_reached' });
    // Both of the day's titles still open.
    expect((await search('Game of Thrones')).quota.used).toBe(2);
    expect((await getQuota(deps, subject)).used).toBe(2);
  });

  it('counts a title already in memory for a visitor who opens it for the first time', async () => {
    const { deps, token } = searchDeps();
    await searchTitleOutcome(deps, visitor(), { query: 'The Matrix', token: await token(), ip: IP });
    const newcomer = visitor();
    const { quota } = await searchTitleOutcome(deps, newcomer, {
      query: 'The Matrix',
      token: await token(),
      ip: IP,
    });
    expect(quota.used).toBe(1);
    const picked = await searchTitleOutcome(deps, newcomer, {
      query: 'anything',
      id: 603,
      type: 'movie',
      token: await token(),
      ip: IP,
    });
    expect(picked.quota.used).toBe(1);
  });

  it('asks whether it is a reopen once for a title in memory: the counter is told it was asked', async () => {
    const { deps, token } = searchDeps();
    const asked: (boolean | undefined)[] = [];
    const quota = deps.quota;
    const counting = {
      ...deps,
      quota: {
        ...quota,
        spendAndCheckReopen: quota.spendAndCheckReopen,
        consume: (
          input: Parameters<typeof quota.consume>[0],
          options?: Parameters<typeof quota.consume>[1],
        ) => {
          asked.push(options?.reopenChecked);
          return quota.consume(input, options);
        },
      },
    };
    // Not in memory yet: the counter checks for a reopen itself.
    await searchTitleOutcome(counting, visitor(), { query: 'The Matrix', token: await token(), ip: IP });
    // In memory: the spend already told "not opened today"; the count still happens once.
    const { quota: used } = await searchTitleOutcome(counting, visitor(), {
      query: 'The Matrix',
      token: await token(),
      ip: IP,
    });
    expect(asked).toEqual([undefined, true]);
    expect(used.used).toBe(1);
  });

  it('a Free account has 3; Pro and Trial are never counted', async () => {
    const { deps, token } = searchDeps();
    const free = member('Free');
    for (const [query, used] of [
      ['The Matrix', 1],
      ['Game of Thrones', 2],
      ['The Matrix Reloaded', 3],
    ] as const) {
      const outcome = await searchTitleOutcome(deps, free, { query, token: await token(), ip: IP });
      expect(outcome.quota).toMatchObject({ used, limit: 3, plan: 'Free' });
    }
    for (const plan of ['Pro', 'Trial'] as const) {
      const paid = member(plan);
      for (const query of [
        'The Matrix',
        'The Matrix',
        'Game of Thrones',
        'The Matrix Reloaded',
        'Lonely Film',
      ]) {
        const outcome = await searchTitleOutcome(deps, paid, { query, token: await token(), ip: IP });
        expect(outcome.quota).toEqual({ used: 0, limit: 9999, remaining: 9999, resetAt: RESET_AT, plan });
      }
      expect((await getQuota(deps, paid)).used).toBe(0);
    }
  });
});

describe('search: the bot check', () => {
  it('refuses a token that does not verify (bot_check_failed), counting nothing', async () => {
    const { deps } = searchDeps();
    const subject = visitor();
    for (const token of ['', 'bm90IGEgc29sdXRpb24=']) {
      expect(
        await refusal(searchTitleOutcome(deps, subject, { query: 'The Matrix', token, ip: IP })),
      ).toEqual({
        code: 'bot_check_failed',
        message: expect.any(String),
      });
    }
    expect((await getQuota(deps, subject)).used).toBe(0);
  });

  it('refuses a token used a second time, for a title in memory and for one not', async () => {
    const { deps, token } = searchDeps();
    const subject = visitor();
    const used = await token();
    await searchTitleOutcome(deps, subject, { query: 'The Matrix', token: used, ip: IP });
    for (const query of ['The Matrix', 'Game of Thrones']) {
      expect(await refusal(searchTitleOutcome(deps, subject, { query, token: used, ip: IP }))).toMatchObject({
        code: 'bot_check_failed',
      });
    }
    expect((await getQuota(deps, subject)).used).toBe(1);
  });

  it("with reCAPTCHA (no claim step), Google's verdict decides, and it is sent the visitor's address", async () => {
    const google = await startFakeSiteverify((token) => ({
      status: 200,
      body: { success: token === 'good', action: 'submit', score: 0.9, hostname: 'reelatlas.test' },
    }));
    try {
      const { deps } = searchDeps();
      deps.botCheck = createRecaptchaBotCheck({
        secretKey: 'recaptcha-secret',
        minScore: 0.5,
        hostnames: ['reelatlas.test'],
        verifyUrl: google.url,
      });
      const subject = visitor();
      const { answer, quota } = await searchTitleOutcome(deps, subject, {
        query: 'The Matrix',
        token: 'good',
        ip: '203.0.113.9',
      });
      expect(answer.title).toBe('The Matrix');
      expect(quota.used).toBe(1);
      expect(
        await refusal(searchTitleOutcome(deps, subject, { query: 'The Matrix', token: 'bad', ip: IP })),
      ).toMatchObject({
        code: 'bot_check_failed',
      });
      expect(google.received.map((form) => [form.get('response'), form.get('remoteip')])).toEqual([
        ['good', '203.0.113.9'],
        ['bad', IP],
      ]);
    } finally {
      await google.close();
    }
  });
});

/** The title a free-only search answered; null when it was not free. */
const titleOf = (outcome: Awaited<ReturnType<typeof searchTitleOutcome>>) =>
  'notFree' in outcome ? null : outcome.answer.title;

describe('search: free only (a title page opened from a link)', () => {
  it('answers only what costs nothing: a reopen (in memory or not), Pro and Trial; counts nothing else', async () => {
    const { deps, token } = searchDeps();
    const subject = visitor();
    const free = async (query: string, search = deps, take = token) =>
      searchTitleOutcome(search, subject, { query, token: await take(), ip: IP, freeOnly: true });
    expect(await free('The Matrix')).toEqual({
      notFree: 'search_not_free',
      quota: expect.objectContaining({ used: 0, remaining: 2 }),
    });
    expect((await getQuota(deps, subject)).used).toBe(0);
    await searchTitleOutcome(deps, subject, { query: 'The Matrix', token: await token(), ip: IP });
    // Opened today: answered, from this cache's memory and from a cold one alike, still 1 used.
    expect((await free('The Matrix')).quota.used).toBe(1);
    const cold = searchDeps();
    expect(titleOf(await free('The Matrix', cold.deps, cold.token))).toBe('The Matrix');
    expect(await free('Game of Thrones', cold.deps, cold.token)).toMatchObject({
      notFree: 'search_not_free',
      quota: { used: 1 },
    });
    for (const plan of ['Pro', 'Trial'] as const) {
      const outcome = await searchTitleOutcome(deps, member(plan), {
        query: 'Game of Thrones',
        token: await token(),
        ip: IP,
        freeOnly: true,
      });
      expect([titleOf(outcome), outcome.quota.used]).toEqual(['Game of Thrones', 0]);
    }
  });

  it('at the limit refuses a title not opened today with limit_reached, and still answers a reopen', async () => {
    const { deps, token } = searchDeps();
    const subject = visitor();
    const search = async (query: string, freeOnly = false) =>
      searchTitleOutcome(deps, subject, { query, token: await token(), ip: IP, freeOnly });
    await search('The Matrix');
    await search('Game of Thrones');
    expect(await search('The Matrix Reloaded', true)).toMatchObject({
      notFree: 'limit_reached',
      quota: { used: 2, remaining: 0 },
    });
    expect((await search('Game of Thrones', true)).quota).toMatchObject({ used: 2, remaining: 0 });
    expect(await refusal(search('Nothing Like This Anywhere', true))).toMatchObject({ code: 'not_found' });
  });
});

describe('catalog reads (free, never counted)', () => {
  it('autocomplete suggests titles for the typed text, trimmed', async () => {
    const { deps } = searchDeps();
    const suggestions = await autocompleteTitles(deps.catalog, '  matrix ');
    expect(suggestions.map((s) => s.title)).toEqual(
      expect.arrayContaining(['The Matrix', 'The Matrix Reloaded']),
    );
  });

  it("a title's facts are what the catalog stores, without its availability; an unknown id is not_found", async () => {
    const { deps } = searchDeps();
    const facts = await getTitleFacts(deps.catalog, { type: 'movie', id: 603 });
    expect(facts).toEqual({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      release_year: 1999,
      rating: 8.7,
      description: MATRIX.description,
      thumbnail: 'https://image.test/603.jpg',
      trailer_url: MATRIX.trailerUrl,
      seasons: null,
      source: 'demo',
    });
    expect((await getTitleFacts(deps.catalog, { type: 'tv', id: 1399 })).seasons).toBe(8);
    expect(await refusal(getTitleFacts(deps.catalog, { type: 'tv', id: 603 }))).toMatchObject({
      code: 'not_found',
    });
  });

  it('top rated lists the best rated first, as many as asked', async () => {
    const { deps } = searchDeps();
    const top = await listTopRated(deps.catalog, 2);
    expect(top.map((t) => t.title)).toEqual(['The Matrix', 'Game of Thrones']);
  });
});
