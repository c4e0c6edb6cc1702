// Writes the synthetic catalog straight into the database with COPY: on PostgreSQL through
// pg-copy-streams (one streamed COPY per table), on PGlite through its /dev/blob device in chunks.
// Rows are stored as live ('tmdb') titles, as an import would store them, so the server serves
// them without a TMDb token and never mixes the demo catalog in.
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { normalizeTitle } from '@reelatlas/core';
import { type Db, lockDataDir, openDatabase, queryRows } from '@reelatlas/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SYNTHETIC_VERSION, type SyntheticOffer, type SyntheticTitle, syntheticTitle } from './generate.ts';

const META_KEY = 'bench_synthetic_catalog';
const TITLE_COLUMNS =
  'type, id, title, search_title, year, rating, votes, popularity, description, thumbnail, trailer_url, seasons, source, fetched_at';
const OFFER_COLUMNS = 'title_type, title_id, country, provider, offer_type, link, price, fetched_at';
/** Titles per chunk: PGlite copies each chunk from one in-memory blob (~3 MB of CSV). */
const CHUNK = 2_000;

/** PostgreSQL by URL, or PGlite in `dataDir` (a DATA_DIR's `pglite` folder, locked as the server locks it). */
export type SyntheticTarget = { dataDir: string } | { url: string };
export interface SyntheticOptions {
  titles: number;
  seed: number;
  log: (line: string) => void;
}

/** CSV field: NULL is an empty unquoted field, text is always quoted. */
const text = (value: string | null) => (value === null ? '' : `"${value.replaceAll('"', '""')}"`);
const num = (value: number | null) => (value === null ? '' : String(value));

function titleLine(t: SyntheticTitle, fetchedAt: string): string {
  return `${[
    t.type,
    t.id,
    text(t.title),
    text(normalizeTitle(t.title)),
    num(t.year),
    num(t.rating),
    t.votes,
    t.popularity,
    text(t.description),
    text(t.thumbnail),
    text(t.trailerUrl),
    num(t.seasons),
    'tmdb',
    fetchedAt,
  ].join(',')}\n`;
}

function offerLine(t: SyntheticTitle, o: SyntheticOffer, fetchedAt: string): string {
  return `${t.type},${t.id},${o.country},${text(o.provider)},${o.offerType},${text(o.link)},${text(o.price)},${fetchedAt}\n`;
}

/** The catalog as CSV, a chunk of titles at a time: [titles CSV, availability CSV, rows]. */
function* csvChunks(options: SyntheticOptions, fetchedAt: string): Generator<[string, string, number]> {
  for (let start = 0; start < options.titles; start += CHUNK) {
    const titles: string[] = [];
    const offers: string[] = [];
    for (let i = start; i < Math.min(options.titles, start + CHUNK); i++) {
      const { title, offers: list } = syntheticTitle(options.seed, i);
      titles.push(titleLine(title, fetchedAt));
      for (const offer of list) offers.push(offerLine(title, offer, fetchedAt));
    }
    yield [titles.join(''), offers.join(''), offers.length];
  }
}

const fingerprint = (options: SyntheticOptions) => `${SYNTHETIC_VERSION}:${options.seed}:${options.titles}`;

async function readMeta(db: Db): Promise<string | undefined> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM app_meta WHERE key = ${META_KEY}`,
  );
  return rows[0]?.value;
}

/**
 * Builds the catalog into that database unless it already holds this exact one (same version,
 * seed and size), so bench runs reuse it. Answers whether it was (re)built.
 */
export async function ensureSyntheticCatalog(
  target: SyntheticTarget,
  options: SyntheticOptions,
): Promise<boolean> {
  // A server or CLI with the same PGlite dir open would lose rows to this one (db/src/data-dir-lock.ts).
  const lock = 'dataDir' in target ? lockDataDir(dirname(target.dataDir)) : null;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
  } catch (err) {
    lock?.release();
    throw err;
  }
  try {
    await database.migrate();
    const { db } = database;
    if ((await readMeta(db)) === fingerprint(options)) return false;
    const started = performance.now();
    options.log(
      `building the synthetic catalog: ${options.titles.toLocaleString('en')} titles, seed ${options.seed}…`,
    );
    // The bench's own database: whatever catalog it held goes.
    await db.execute(sql`DELETE FROM availability`);
    await db.execute(sql`DELETE FROM titles`);
    await db.execute(sql`DELETE FROM catalog_queries`);
    await db.execute(sql`DELETE FROM app_meta WHERE key IN ('demo_catalog_version', ${META_KEY})`);
    const fetchedAt = new Date().toISOString();
    const rows =
      'url' in target
        ? await copyIntoPostgres(target.url, options, fetchedAt)
        : await copyIntoPglite((database as unknown as { pglite: PGlite }).pglite, options, fetchedAt);
    options.log('analysing…');
    await db.execute(sql`ANALYZE titles`);
    await db.execute(sql`ANALYZE availability`);
    await db.execute(sql`INSERT INTO app_meta (key, value) VALUES (${META_KEY}, ${fingerprint(options)})`);
    options.log(
      `synthetic catalog ready: ${options.titles.toLocaleString('en')} titles, ${rows.toLocaleString('en')} availability rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return true;
  } finally {
    await database.close();
    lock?.release();
  }
}

async function copyIntoPostgres(url: string, options: SyntheticOptions, fetchedAt: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  try {
    // Two streams fed from one pass of the generator would need buffering; generate twice
    // instead (it is deterministic and cheap next to the COPY).
    await pipeline(
      Readable.from(
        (function* () {
          for (const [titles] of csvChunks(options, fetchedAt)) yield titles;
        })(),
      ),
      client.query(copyFrom(`COPY titles (${TITLE_COLUMNS}) FROM STDIN WITH (FORMAT csv)`)),
    );
    options.log('titles copied; copying availability…');
    await pipeline(
      Readable.from(
        (function* () {
          let done = 0;
          for (const [, offers, count] of csvChunks(options, fetchedAt)) {
            rows += count;
            done += CHUNK;
            if (done % 20_000 === 0)
              options.log(`  ${done.toLocaleString('en')} titles, ${rows.toLocaleString('en')} rows`);
            yield offers;
          }
        })(),
      ),
      client.query(copyFrom(`COPY availability (${OFFER_COLUMNS}) FROM STDIN WITH (FORMAT csv)`)),
    );
  } finally {
    await client.end();
  }
  return rows;
}

async function copyIntoPglite(client: PGlite, options: SyntheticOptions, fetchedAt: string): Promise<number> {
  let rows = 0;
  let done = 0;
  for (const [titles, offers, count] of csvChunks(options, fetchedAt)) {
    await client.query(`COPY titles (${TITLE_COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: new Blob([titles]),
    });
    if (count)
      await client.query(`COPY availability (${OFFER_COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([offers]),
      });
    rows += count;
    done += CHUNK;
    if (done % 20_000 === 0)
      options.log(`  ${done.toLocaleString('en')} titles, ${rows.toLocaleString('en')} rows`);
  }
  return rows;
}
