import type { Availability, TitleSummary } from '@reelatlas/contracts';
import type { CachedTitle, CatalogProvider, TitleRef } from '@reelatlas/core';
import { normalizeTitle, regionsFromCodes } from '@reelatlas/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { autocompleteFromDb } from './autocomplete.ts';
import type { Db } from './database.ts';
import { findExactTitle } from './exact-title.ts';
import { offerWithFacts } from './offer-facts-row.ts';
import { queryRows } from './rows.ts';
import { availability, titles } from './schema.ts';

/**
 * How close a typed title must be to count as found. A search costs one of the day's few, so it
 * is stricter than autocomplete: "the matirx" finds The Matrix (0.64), "heat" does not find
 * "hero" (0.4).
 */
const SEARCH_MIN_WORD_SIMILARITY = 0.55;

/** Best match for "Title" (+ year): exact normalised title first, then the closest one. */
async function findByTitle(db: Db, title: string, year: number | null): Promise<TitleRef | null> {
  const needle = normalizeTitle(title);
  if (!needle) return null;
  const rows = await queryRows<TitleRef>(
    db,
    sql`SELECT type, id FROM titles
        WHERE NOT adult AND (search_title = ${needle}
           OR (${needle} <% search_title AND word_similarity(${needle}, search_title) >= ${SEARCH_MIN_WORD_SIMILARITY}))
        ORDER BY (search_title = ${needle}) DESC,
                 (year IS NOT DISTINCT FROM ${year}::int) DESC,
                 word_similarity(${needle}, search_title) DESC,
                 similarity(search_title, ${needle}) DESC,
                 popularity DESC, id
        LIMIT 1`,
  );
  return rows[0] ?? null;
}

async function findById(db: Db, ref: { id: number; type?: 'movie' | 'tv' }): Promise<TitleRef | null> {
  const conditions = [eq(titles.id, ref.id)];
  if (ref.type) conditions.push(eq(titles.type, ref.type));
  const rows = await db
    .select({ type: titles.type, id: titles.id })
    .from(titles)
    .where(and(...conditions))
    .orderBy(asc(titles.type))
    .limit(1);
  return rows[0] ?? null;
}

export async function getTitleFromDb(db: Db, ref: TitleRef): Promise<CachedTitle | null> {
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.type, ref.type), eq(titles.id, ref.id)));
  // A row known only from TMDb's ID export has no details yet: not a title to show.
  if (!row || row.source === 'index') return null;
  const rows = await db
    .select({
      country: availability.country,
      provider: availability.provider,
      offerType: availability.offerType,
      link: availability.link,
      price: availability.price,
      rank: availability.rank,
      audio: availability.audio,
      subtitles: availability.subtitles,
      quality: availability.quality,
      priceAmount: availability.priceAmount,
      priceCurrency: availability.priceCurrency,
      expiresOn: availability.expiresOn,
      deepLink: availability.deepLink,
    })
    .from(availability)
    .where(and(eq(availability.titleType, ref.type), eq(availability.titleId, ref.id)))
    .orderBy(asc(availability.provider), asc(availability.country), asc(availability.offerType));
  // Rows without a rank or facts keep the shape they had before those existed (no key at all).
  const offers: Availability[] = rows.map(
    ({ audio, subtitles, quality, priceAmount, priceCurrency, expiresOn, deepLink, ...base }) =>
      offerWithFacts(base, { audio, subtitles, quality, priceAmount, priceCurrency, expiresOn, deepLink }),
  );
  const [original] = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM title_names
        WHERE title_type = ${ref.type} AND title_id = ${ref.id} AND kind = 'original' AND name <> ${row.title}
        ORDER BY language, country, name LIMIT 1`,
  );
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    year: row.year,
    thumbnail: row.thumbnail,
    rating: row.rating,
    description: row.description,
    trailerUrl: row.trailerUrl,
    seasons: row.seasons,
    ...(original ? { originalTitle: original.name } : {}),
    availability: offers,
    fetchedAt: row.fetchedAt,
    ...(row.offerFactsOwed ? { offerFactsOwed: true } : {}),
  };
}

/**
 * Top rated by a weighted rating, so a 9.0 with twelve votes does not outrank a 8.6 with a
 * million (the IMDb "true Bayesian estimate").
 */
async function topRatedFromDb(db: Db, limit: number): Promise<TitleSummary[]> {
  return queryRows<TitleSummary>(
    db,
    sql`SELECT type, id, title, year, thumbnail FROM titles
        WHERE rating IS NOT NULL
        ORDER BY (votes::float8 / (votes + 25000)) * rating + (25000.0 / (votes + 25000)) * 6.5 DESC, id
        LIMIT ${limit}`,
  );
}

/**
 * The countries the stored availability uses. A scan of the availability table: callers cache
 * it (the in-process catalog cache keeps it for minutes).
 */
async function regionsFromDb(db: Db) {
  const rows = await queryRows<{ country: string }>(db, sql`SELECT DISTINCT country FROM availability`);
  return regionsFromCodes(rows.map((row) => row.country));
}

/**
 * The services the stored availability names, by the number of countries they carry anything
 * in (then by name). A scan of the availability table: callers cache it like the regions.
 */
async function servicesFromDb(db: Db) {
  const rows = await queryRows<{ name: string; countries: number }>(
    db,
    sql`SELECT provider AS name, count(DISTINCT country)::int AS countries
        FROM availability GROUP BY provider ORDER BY countries DESC, provider`,
  );
  return rows.map((row) => ({ name: row.name, countries: Number(row.countries) }));
}

/** The catalog as stored in the database: the demo catalog, and later TMDb's cache. */
export function createDbCatalog(db: Db, source: 'demo' | 'tmdb'): CatalogProvider {
  return {
    source,
    autocomplete: (query, limit) => autocompleteFromDb(db, query, limit),
    async search(query, ref) {
      if (ref) {
        const byId = await findById(db, ref);
        if (byId) return byId;
      }
      // A title's exact name in any language first (its own title included), then the closest title.
      return (await findExactTitle(db, query.title, query.year)) ?? findByTitle(db, query.title, query.year);
    },
    getTitle: (ref) => getTitleFromDb(db, ref),
    // The stored catalog has no second source of offer facts: the title is all there is.
    withOfferFacts: async (title) => title,
    storedTitle: (ref) => getTitleFromDb(db, ref),
    topRated: (limit) => topRatedFromDb(db, limit),
    regions: () => regionsFromDb(db),
    services: () => servicesFromDb(db),
  };
}

/** Which kinds of titles the database holds: the demo catalog, live (TMDb/imported) ones. */
export async function storedCatalogSources(db: Db): Promise<{ demo: boolean; live: boolean }> {
  const [row] = await queryRows<{ demo: boolean; live: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM titles WHERE source = 'demo') AS demo,
               EXISTS (SELECT 1 FROM titles WHERE source = 'tmdb') AS live`,
  );
  return { demo: Boolean(row?.demo), live: Boolean(row?.live) };
}
