import type { Availability } from '@reelatlas/contracts';
import { normalizeTitle, type TitleName, type TitleOverview, type TitleRef } from '@reelatlas/core';
import { eq, sql } from 'drizzle-orm';
import { availabilityChanges } from './alerts-schema.ts';
import { type ChangeRow, diffOffers, type OfferKey } from './availability-history.ts';
import { catalogChanged } from './catalog-changes.ts';
import { catalogWriteRow } from './catalog-writes.ts';
import type { Db } from './database.ts';
import { offerFactsColumns } from './offer-facts-row.ts';
import { availability, titles } from './schema.ts';
import { replaceTitleNames, type TitleNamesInput } from './title-names.ts';
import { replaceTitleOverviews, type TitleOverviewsInput } from './title-overviews.ts';

export interface CatalogTitleInput {
  type: 'movie' | 'tv';
  id: number;
  title: string;
  year: number | null;
  rating: number | null;
  votes: number;
  popularity: number;
  description: string;
  thumbnail: string | null;
  trailerUrl: string | null;
  seasons: number | null;
  availability: Availability[];
  /** When the data was fetched; `upsertCatalogTitles` defaults it to its `fetchedAt`. */
  fetchedAt?: Date;
  /** Every name of the title: given, they replace the stored ones; absent, those stay. */
  names?: TitleName[];
  /** Its overviews in other languages: given, they replace the stored ones; absent, those stay. */
  overviews?: TitleOverview[];
  /** Its second source's facts left for the next counted search (docs/catalog.md#facts-owed). */
  offerFactsOwed?: boolean;
}

// PostgreSQL allows 65,535 bind parameters per statement; availability rows take 15 each.
const AVAILABILITY_BATCH = 4000;

/** One offer as its `availability` row. */
function availabilityRow(item: CatalogTitleInput, offer: Availability, fetchedAt?: Date) {
  const { audio, subtitles, quality, localPrice, expiresOn, deepLink, ...base } = offer;
  return {
    titleType: item.type,
    titleId: item.id,
    ...base,
    ...offerFactsColumns({ audio, subtitles, quality, localPrice, expiresOn, deepLink }),
    ...(fetchedAt ? { fetchedAt } : {}),
  };
}

/** A title's row in `titles`, with the normalised title that search matches on. */
function titleRow(item: CatalogTitleInput, source: 'demo' | 'tmdb') {
  return {
    type: item.type,
    id: item.id,
    title: item.title,
    searchTitle: normalizeTitle(item.title),
    year: item.year,
    rating: item.rating,
    votes: item.votes,
    popularity: item.popularity,
    description: item.description,
    thumbnail: item.thumbnail,
    trailerUrl: item.trailerUrl,
    seasons: item.seasons,
    source,
    offerFactsOwed: item.offerFactsOwed ?? false,
  };
}
const TITLE_BATCH = 1000;

/** What autocomplete's in-memory screen must learn after a write (catalog-changes.ts). */
const searchTitles = (items: CatalogTitleInput[]) => items.map((item) => normalizeTitle(item.title));
/** The items whose names the write replaces. */
const withNames = (items: CatalogTitleInput[]): TitleNamesInput[] =>
  items.flatMap((item) => (item.names ? [{ ...item, names: item.names }] : []));

/** The items whose overviews the write replaces. */
const withOverviews = (items: CatalogTitleInput[]): TitleOverviewsInput[] =>
  items.flatMap((item) => (item.overviews ? [{ ...item, overviews: item.overviews }] : []));

/**
 * Replaces every title of one source with the given ones, in one transaction, so a crash half
 * way leaves the previous catalog intact.
 */
export async function replaceCatalog(
  db: Db,
  source: 'demo' | 'tmdb',
  items: CatalogTitleInput[],
): Promise<void> {
  let aliases: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM availability a USING titles t
          WHERE a.title_type = t.type AND a.title_id = t.id AND t.source = ${source}`,
    );
    await tx.delete(titles).where(eq(titles.source, source));
    for (let i = 0; i < items.length; i += TITLE_BATCH) {
      await tx.insert(titles).values(items.slice(i, i + TITLE_BATCH).map((item) => titleRow(item, source)));
    }
    let batch: (typeof availability.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length) await tx.insert(availability).values(batch);
      batch = [];
    };
    for (const item of items) {
      for (const offer of item.availability) {
        batch.push(availabilityRow(item, offer));
        if (batch.length >= AVAILABILITY_BATCH) await flush();
      }
    }
    await flush();
    aliases = await replaceTitleNames(tx, withNames(items));
    await replaceTitleOverviews(tx, withOverviews(items));
    await tx.execute(catalogWriteRow([...searchTitles(items), ...aliases]));
  });
  catalogChanged([...searchTitles(items), ...aliases]);
}

/** Identical offers (a provider listed twice under one name) would collide on the primary key. */
function uniqueOffers(offers: Availability[]): Availability[] {
  const seen = new Set<string>();
  return offers.filter((offer) => {
    const key = `${offer.country}|${offer.provider}|${offer.offerType}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The (type, id) of each of `refs`, as a relation for `(type, id) IN (…)`: one JSON parameter
 * whatever their number. A list of row constructors broke PGlite 0.5 from about 275 pairs: the
 * transaction's COMMIT then failed ("bad buffer ID: 0") or aborted the process, which a catalog
 * import (500 titles a batch) did on its first batch.
 */
const keyList = (refs: TitleRef[]) =>
  sql`SELECT k.type, k.id FROM jsonb_to_recordset(${JSON.stringify(
    refs.map(({ type, id }) => ({ type, id })),
  )}::jsonb) AS k(type text, id int)`;

// Change rows take 8 bind parameters each.
const CHANGE_BATCH = 5000;

type StoredOffer = OfferKey & { title_type: 'movie' | 'tv'; title_id: number };

/**
 * Inserts or updates live titles (TMDb's cache, imports) and replaces their availability, in one
 * transaction per call. Running it twice with the same items leaves the same rows (idempotent).
 * A later item with the same (type, id) wins.
 *
 * Every title that was stored with its details before (demo or live, not a bare index row) gets
 * the difference between its old and new offers recorded in `availability_changes` (docs/product-rules.md#alerts),
 * in the same transaction: a title seen for the first time has nothing to compare with, and a
 * rewrite that changes nothing records nothing.
 */
export async function upsertCatalogTitles(
  db: Db,
  items: CatalogTitleInput[],
  fetchedAt: Date,
): Promise<void> {
  const byKey = new Map<string, CatalogTitleInput>();
  for (const item of items) byKey.set(`${item.type}:${item.id}`, item);
  const unique = [...byKey.values()];
  if (!unique.length) return;
  const before = new Map<string, OfferKey[]>();
  let written: string[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < unique.length; i += TITLE_BATCH) {
      const chunk = unique.slice(i, i + TITLE_BATCH);
      // Locked before the upsert, so a concurrent save of the same title waits here and then
      // compares with what that save stored.
      const known = (await tx.execute(
        sql`SELECT type, id FROM titles WHERE (type, id) IN (${keyList(chunk)}) AND source <> 'index' FOR UPDATE`,
      )) as unknown as { rows: TitleRef[] };
      for (const ref of known.rows) before.set(`${ref.type}:${ref.id}`, []);
      await tx
        .insert(titles)
        .values(chunk.map((item) => ({ ...titleRow(item, 'tmdb'), fetchedAt: item.fetchedAt ?? fetchedAt })))
        .onConflictDoUpdate({
          target: [titles.type, titles.id],
          set: {
            title: sql`excluded.title`,
            searchTitle: sql`excluded.search_title`,
            year: sql`excluded.year`,
            rating: sql`excluded.rating`,
            votes: sql`excluded.votes`,
            popularity: sql`excluded.popularity`,
            description: sql`excluded.description`,
            thumbnail: sql`excluded.thumbnail`,
            trailerUrl: sql`excluded.trailer_url`,
            seasons: sql`excluded.seasons`,
            source: sql`excluded.source`,
            offerFactsOwed: sql`excluded.offer_facts_owed`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
      // The title rows are locked now, so a concurrent save of the same title waits here.
      const removed = (await tx.execute(
        sql`DELETE FROM availability WHERE (title_type, title_id) IN (${keyList(chunk)})
            RETURNING title_type, title_id, country, provider, offer_type AS "offerType",
                      expires_on::text AS "expiresOn"`,
      )) as unknown as { rows: StoredOffer[] };
      for (const row of removed.rows) before.get(`${row.title_type}:${row.title_id}`)?.push(row);
    }
    let batch: (typeof availability.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length) await tx.insert(availability).values(batch);
      batch = [];
    };
    for (const item of unique) {
      for (const offer of uniqueOffers(item.availability)) {
        batch.push(availabilityRow(item, offer, item.fetchedAt ?? fetchedAt));
        if (batch.length >= AVAILABILITY_BATCH) await flush();
      }
    }
    await flush();
    let changes: ChangeRow[] = [];
    const flushChanges = async () => {
      if (changes.length) await tx.insert(availabilityChanges).values(changes);
      changes = [];
    };
    for (const item of unique) {
      const old = before.get(`${item.type}:${item.id}`);
      if (!old) continue;
      changes.push(...diffOffers(item, old, uniqueOffers(item.availability), fetchedAt));
      if (changes.length >= CHANGE_BATCH) await flushChanges();
    }
    await flushChanges();
    const aliases = await replaceTitleNames(tx, withNames(unique));
    await replaceTitleOverviews(tx, withOverviews(unique));
    written = [...searchTitles(unique), ...aliases];
    await tx.execute(catalogWriteRow(written));
  });
  catalogChanged(written);
}

/** Removes titles and their availability (a title TMDb no longer knows). */
export async function deleteCatalogTitles(db: Db, refs: TitleRef[]): Promise<void> {
  if (!refs.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM availability WHERE (title_type, title_id) IN (${keyList(refs)})`);
    await tx.execute(sql`DELETE FROM titles WHERE (type, id) IN (${keyList(refs)})`);
  });
  catalogChanged([]);
}
