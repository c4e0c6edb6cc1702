import type { TitleSummary } from '@reelatlas/contracts';
import type { CatalogCacheStore, TitleRef } from '@reelatlas/core';
import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import { getTitleFromDb } from './catalog-store.ts';
import { deleteCatalogTitles, upsertCatalogTitles } from './catalog-writer.ts';
import type { Db } from './database.ts';
import { catalogQueries, catalogReferences, titleRefreshQueue, titles } from './schema.ts';

/**
 * TMDb's cache in the database: titles + availability, query answers and reference lists, each
 * with fetchedAt.
 */
export function createCatalogCacheStore(db: Db): CatalogCacheStore {
  return {
    getTitle: (ref) => getTitleFromDb(db, ref),
    async knowsTitle(ref) {
      // Any row: fetched (even stale) or only listed by TMDb's ID exports.
      const [row] = await db
        .select({ id: titles.id })
        .from(titles)
        .where(and(eq(titles.type, ref.type), eq(titles.id, ref.id)));
      return row !== undefined;
    },
    saveTitle: (title, fetchedAt) => upsertCatalogTitles(db, [title], fetchedAt),
    deleteTitle: (ref) => deleteCatalogTitles(db, [ref]),
    async getQuery(key) {
      const [row] = await db.select().from(catalogQueries).where(eq(catalogQueries.key, key));
      return row ? { results: row.results, fetchedAt: row.fetchedAt } : null;
    },
    async saveQuery(key: string, results: TitleSummary[], fetchedAt: Date) {
      await db
        .insert(catalogQueries)
        .values({ key, results, fetchedAt })
        .onConflictDoUpdate({ target: catalogQueries.key, set: { results, fetchedAt } });
    },
    async getReference(key) {
      const [row] = await db.select().from(catalogReferences).where(eq(catalogReferences.key, key));
      return row ? { data: row.data, fetchedAt: row.fetchedAt } : null;
    },
    async saveReference(key, data, fetchedAt) {
      await db
        .insert(catalogReferences)
        .values({ key, data, fetchedAt })
        .onConflictDoUpdate({ target: catalogReferences.key, set: { data, fetchedAt } });
    },
    async staleTitles(olderThan, limit): Promise<TitleRef[]> {
      const isStale = and(eq(titles.source, 'tmdb'), lt(titles.fetchedAt, olderThan));
      // Titles someone waits for (queued by the trip planner) first, then the oldest of the rest.
      // A queued title refreshed since (or no longer live) leaves the queue here.
      await db.delete(titleRefreshQueue).where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(titles)
            .where(
              and(
                eq(titles.type, titleRefreshQueue.titleType),
                eq(titles.id, titleRefreshQueue.titleId),
                isStale,
              ),
            ),
        ),
      );
      const queued = await db
        .select({ type: titles.type, id: titles.id })
        .from(titleRefreshQueue)
        .innerJoin(
          titles,
          and(eq(titles.type, titleRefreshQueue.titleType), eq(titles.id, titleRefreshQueue.titleId)),
        )
        .where(isStale)
        .orderBy(asc(titleRefreshQueue.queuedAt))
        .limit(limit);
      const oldest = await db
        .select({ type: titles.type, id: titles.id })
        .from(titles)
        .where(isStale)
        .orderBy(asc(titles.fetchedAt))
        .limit(limit);
      const seen = new Set(queued.map((ref) => `${ref.type}:${ref.id}`));
      return [...queued, ...oldest.filter((ref) => !seen.has(`${ref.type}:${ref.id}`))].slice(0, limit);
    },
  };
}
