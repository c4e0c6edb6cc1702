// Offer facts due (docs/catalog.md#facts-due): the facts a counted search asked the Streaming
// Availability API for and did not get are marked in the database, so a restart or another
// instance keeps the mark; one instance at a time asks for them again, each title with a
// back-off and a bounded number of tries. Facts owed (docs/catalog.md#facts-owed): those no
// search paid for yet are marked with the stored title, for the next counted search anywhere.
// Runs on PGlite (unit: one process's database, each "instance" a catalog of its own) and on
// PostgreSQL (integration: each instance, and the server after a restart, a connection pool of its own).
import type { TmdbCatalog } from '@reelatlas/adapters/tmdb';
import { OFFER_FACTS_DUE, type TitleRef } from '@reelatlas/core';
import {
  createCatalogCacheStore,
  createOfferFactsDueStore,
  type Database,
  openDatabase,
  queryRows,
} from '@reelatlas/db';
import {
  createTestDatabase,
  type FakeStreamingAvailability,
  type FakeTmdb,
  startFakeStreamingAvailability,
  startFakeTmdb,
  type TestDatabase,
} from '@reelatlas/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOfferFactsDue } from '../src/boot/offer-facts-due.ts';
import {
  countedTitle,
  idRange,
  motnMatrixCopies,
  netflixUs,
  secondSourceCatalog,
  withMatrixCopies,
} from './second-source-catalog.ts';
import { testClock } from './test-server.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const logger = pino({ level: 'silent' });
const clock = testClock('2026-11-21T12:00:00Z');
/** Each test's own months of the clock: no budget window or TTL of another test's reaches it. */
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());
/** Copies of The Matrix: each test uses ids of its own. */
const COPIES = idRange(9001, 9020);

let tmdb: FakeTmdb;
let motn: FakeStreamingAvailability;
let testDb: TestDatabase;
/** The database, migrated once for the file (each test uses titles of its own). */
let shared: Database;
const opened: Database[] = [];

/** One instance's way to the database: a pool of its own on PostgreSQL; the one database on PGlite. */
async function open(): Promise<Database> {
  if (!onPostgres) return shared;
  const database = await openDatabase(testDb.options);
  opened.push(database);
  return database;
}

/** An instance stops (its pool closes on PostgreSQL): whatever it held in memory is gone. */
async function close(database: Database) {
  if (database === shared) return;
  opened.splice(opened.indexOf(database), 1);
  await database.close();
}

/** The live catalog as the server builds it: the second source, its budget and the due marks. */
const catalogOn = (database: Database): TmdbCatalog =>
  secondSourceCatalog({ database, tmdb, motn, clock, offerFactsDue: createOfferFactsDueStore(database.db) });

const round = (database: Database, catalog: TmdbCatalog) =>
  runOfferFactsDue({
    database,
    live: { catalog, store: createCatalogCacheStore(database.db), titleTtlMs: 24 * HOUR },
    logger,
  });

const dueRows = (database: Database) =>
  queryRows<{ title_type: string; title_id: number; attempts: number }>(
    database.db,
    sql`SELECT title_type, title_id, attempts FROM offer_facts_due ORDER BY title_type, title_id`,
  );

/** Whether the stored copy owes its facts to the next counted search (docs/catalog.md#facts-owed). */
const storedOwed = async (database: Database, ref: TitleRef) =>
  (await createCatalogCacheStore(database.db).getTitle(ref))?.offerFactsOwed === true;

beforeAll(async () => {
  tmdb = await startFakeTmdb(withMatrixCopies(COPIES));
  motn = await startFakeStreamingAvailability();
  testDb = await createTestDatabase();
  shared = await openDatabase(testDb.options);
  await shared.migrate();
});
beforeEach(() => {
  tmdb.reset();
  motn.reset();
  motnMatrixCopies(motn, COPIES);
});
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await queryRows(shared.db, sql`DELETE FROM offer_facts_due`);
});
afterAll(async () => {
  await shared?.close();
  await testDb?.drop();
  await tmdb?.close();
  await motn?.close();
});

describe('offer facts due', () => {
  it('marks the facts a counted search did not get in the database; a restart keeps the mark and the job gets them', async () => {
    clock.set('2026-11-21T12:00:00Z');
    const before = await open();
    const catalog = catalogOn(before);
    expect(await catalog.refreshTitle({ type: 'movie', id: 9001 })).toBe('updated');
    later(25 * HOUR);
    motn.fail({ kind: 'status', status: 503 });
    // Asked after the count (withOfferFacts) and alongside TMDb (a known title fetched again): both fail.
    const title = await countedTitle(catalog, { type: 'movie', id: 603 });
    expect(netflixUs(title?.availability)?.quality).toBeUndefined();
    const alongside = await catalog.getTitle(
      { type: 'movie', id: 9001 },
      { mayAskOfferFacts: async () => true },
    );
    expect(netflixUs(alongside?.availability)?.quality).toBeUndefined();
    expect(motn.requests.map((request) => request.path)).toEqual(['/shows/movie/603', '/shows/movie/9001']);
    expect(await dueRows(before)).toEqual([
      { title_type: 'movie', title_id: 603, attempts: 1 },
      { title_type: 'movie', title_id: 9001, attempts: 1 },
    ]);

    // A restart: this process's memory is gone, the marks are not.
    await close(before);
    motn.reset();
    const after = await open();
    const restarted = catalogOn(after);
    // Not before the back-off.
    expect(await round(after, restarted)).toEqual({ claimed: 0, givenUp: 0, failed: 0 });
    later(OFFER_FACTS_DUE.firstRetryMs);
    expect(await round(after, restarted)).toEqual({ claimed: 2, givenUp: 0, failed: 0 });
    expect(motn.requests).toHaveLength(2);
    expect(await dueRows(after)).toEqual([]);
    const stored = await createCatalogCacheStore(after.db).getTitle({ type: 'movie', id: 603 });
    expect(netflixUs(stored?.availability)).toMatchObject({ quality: 'uhd', expiresOn: '2026-12-12' });
    // Nothing left: the next rounds ask nothing.
    later(HOUR);
    expect(await round(after, restarted)).toEqual({ claimed: 0, givenUp: 0, failed: 0 });
    expect(motn.requests).toHaveLength(2);
  });

  it('two instances on one database never both fetch a due title', async () => {
    clock.set('2027-01-10T12:00:00Z');
    const first = await open();
    // PostgreSQL: a second pool, as a second server has; PGlite is one process's database.
    const second = onPostgres ? await open() : first;
    const [a, b] = [catalogOn(first), catalogOn(second)];
    const due = createOfferFactsDueStore(first.db);
    const ids = Array.from({ length: 8 }, (_, i) => 9002 + i);
    for (const id of ids) {
      await a.refreshTitle({ type: 'movie', id });
      await due.markDue({ type: 'movie', id }, clock.now());
    }
    later(OFFER_FACTS_DUE.firstRetryMs);
    // Slow answers, so the rounds overlap.
    motn.fail({ kind: 'slow', delayMs: 150 });
    for (let i = 0; i < 3; i++)
      await Promise.all([round(first, a), round(second, b), round(first, a), round(second, b)]);
    expect(motn.requests.map((request) => request.path).sort()).toEqual(
      ids.map((id) => `/shows/movie/${id}`).sort(),
    );
    expect(await dueRows(first)).toEqual([]);

    // Even without the job's lock, two claims at once never share a title.
    for (const id of ids) await due.markDue({ type: 'movie', id }, clock.now());
    later(OFFER_FACTS_DUE.firstRetryMs);
    const [mine, theirs] = await Promise.all([
      createOfferFactsDueStore(first.db).claimDue(clock.now(), 5, 5 * MINUTE),
      createOfferFactsDueStore(second.db).claimDue(clock.now(), 5, 5 * MINUTE),
    ]);
    const claimed = [...mine.claimed, ...theirs.claimed].map((ref) => ref.id).sort();
    expect(claimed).toEqual(ids);
    // Claimed is leased: claimed again only once the lease ends.
    expect((await due.claimDue(clock.now(), 10, 5 * MINUTE)).claimed).toEqual([]);
    later(5 * MINUTE);
    expect((await due.claimDue(clock.now(), 10, 5 * MINUTE)).claimed).toHaveLength(ids.length);
  });

  it('gives a title up after a few failed tries when the source keeps sending bad data, and after a week', async () => {
    clock.set('2027-03-10T12:00:00Z');
    const database = await open();
    const catalog = catalogOn(database);
    const due = createOfferFactsDueStore(database.db);
    const ref = { type: 'movie', id: 9010 } as const;
    await catalog.refreshTitle(ref);
    // The search's own failed try.
    await due.markDue(ref, clock.now());
    motn.fail({ kind: 'malformed' });
    let previous = -1;
    for (let i = 0; i < 10; i++) {
      later(13 * HOUR);
      await round(database, catalog);
      // Right after a failure, the back-off holds it.
      previous = motn.requests.length;
      await round(database, catalog);
      expect(motn.requests).toHaveLength(previous);
    }
    expect(motn.requests).toHaveLength(OFFER_FACTS_DUE.maxAttempts - 1);
    expect(await dueRows(database)).toEqual([]);
    // Owed instead: its next counted search asks again.
    expect(await storedOwed(database, ref)).toBe(true);

    // A title due for more than a week (its budget spent all along) is given up unasked.
    motn.reset();
    const other = { type: 'movie', id: 9011 } as const;
    await catalog.refreshTitle(other);
    await due.markDue(other, clock.now());
    later(OFFER_FACTS_DUE.maxAgeMs + MINUTE);
    expect(await round(database, catalog)).toEqual({ claimed: 0, givenUp: 1, failed: 0 });
    expect(motn.requests).toHaveLength(0);

    // Given up is not forgotten: the next counted search of each asks again, on any instance.
    motnMatrixCopies(motn, [9010, 9011]);
    const next = catalogOn(await open());
    for (const id of [9010, 9011])
      expect(netflixUs((await countedTitle(next, { type: 'movie', id }))?.availability)).toMatchObject({
        quality: 'uhd',
      });
    expect(motn.requests.map((request) => request.path)).toEqual(['/shows/movie/9010', '/shows/movie/9011']);
  });

  it('a title TMDb no longer knows is no longer due', async () => {
    clock.set('2027-05-10T12:00:00Z');
    const database = await open();
    const catalog = catalogOn(database);
    const ref = { type: 'movie', id: 9012 } as const;
    await catalog.refreshTitle(ref);
    await createOfferFactsDueStore(database.db).markDue(ref, clock.now());
    tmdb.fail({ kind: 'status', status: 404 }, { path: '/3/movie/9012' });
    expect(await catalog.refreshTitle(ref)).toBe('gone');
    expect(await dueRows(database)).toEqual([]);
  });
});

describe('offer facts owed', () => {
  it('a title a refused search fetched owes its facts to the next counted search, on another instance or after a restart', async () => {
    clock.set('2027-07-10T12:00:00Z');
    const ref = { type: 'movie', id: 9013 } as const;
    const tmdbCalls = () => tmdb.requests.filter((request) => request.path === '/3/movie/9013').length;
    // Fetched for a search that will not be counted (none left, or a title link's free search).
    const first = await open();
    const refused = await catalogOn(first).getTitle(ref, { mayAskOfferFacts: async () => false });
    expect(netflixUs(refused?.availability)?.quality).toBeUndefined();
    expect(motn.requests).toHaveLength(0);
    expect(await storedOwed(first, ref)).toBe(true);
    await close(first);

    // Another instance (or this one restarted) holds only the stored copy: its next counted search
    // fetches the title again with the facts asked alongside.
    const second = await open();
    const counted = await countedTitle(catalogOn(second), ref);
    expect(netflixUs(counted?.availability)).toMatchObject({ quality: 'uhd', expiresOn: '2026-12-12' });
    expect(motn.requests.map((request) => request.path)).toEqual(['/shows/movie/9013']);
    expect(tmdbCalls()).toBe(2);
    expect(await storedOwed(second, ref)).toBe(false);

    // Paid once: a third instance's counted search is answered from the stored title.
    const third = catalogOn(await open());
    const again = await countedTitle(third, ref);
    expect(netflixUs(again?.availability)).toMatchObject({ quality: 'uhd' });
    expect(motn.requests).toHaveLength(1);
    expect(tmdbCalls()).toBe(2);
    // A refresh within the facts' TTL keeps them: nothing owed.
    await third.refreshTitle(ref);
    expect(await storedOwed(second, ref)).toBe(false);
  });

  it('a refused search never spends the mark, and a failed fetch keeps it', async () => {
    clock.set('2027-09-10T12:00:00Z');
    const ref = { type: 'movie', id: 9014 } as const;
    const database = await open();
    await catalogOn(database).getTitle(ref, { mayAskOfferFacts: async () => false });
    // Another instance's refused searches read the stored copy and ask nothing.
    const other = catalogOn(await open());
    for (let i = 0; i < 3; i++) await other.getTitle(ref, { mayAskOfferFacts: async () => false });
    expect(motn.requests).toHaveLength(0);
    expect(await storedOwed(database, ref)).toBe(true);

    // TMDb fails the counted search's fetch: the title stands as stored, still owed; the source's
    // answer, asked alongside, is kept and spent by the next counted search without a new call.
    tmdb.fail({ kind: 'status', status: 500 }, { path: '/3/movie/9014' });
    const failed = await countedTitle(other, ref);
    expect(failed?.title).toBe('The Matrix');
    expect(netflixUs(failed?.availability)?.quality).toBeUndefined();
    expect(await storedOwed(database, ref)).toBe(true);
    const store = createCatalogCacheStore(database.db);
    await vi.waitFor(async () => expect(await store.getReference('motn:title:movie:9014')).not.toBeNull());
    tmdb.reset();
    const counted = await countedTitle(catalogOn(await open()), ref);
    expect(netflixUs(counted?.availability)).toMatchObject({ quality: 'uhd' });
    expect(motn.requests).toHaveLength(1);
    expect(await storedOwed(database, ref)).toBe(false);
  });
});
