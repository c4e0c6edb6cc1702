import type { TitleSummary } from '@reelatlas/contracts';
import type { CatalogCacheStore, TitleRef } from '@reelatlas/core';
import { and, asc, eq, lt } from 'drizzle-orm';
import { getTitleFromDb } from './catalog-repository.ts';
import { deleteCatalogTitles, upsertCatalogTitles } from './catalog-writer.ts';
import type { Db } from './database.ts';
import { catalogQueries, catalogReferences, titles } from './schema.ts';

/**
 * TMDb's cache in the database: titles + availability, query answers and reference lists, each
 * with fetchedAt.
 */
export function createCatalogCacheStore(db: Db): CatalogCacheStore {
  return {
    getTitle: (ref) => getTitleFromDb(db, ref),
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
      return db
        .select({ type: titles.type, id: titles.id })
        .from(titles)
        .where(and(eq(titles.source, 'tmdb'), lt(titles.fetchedAt, olderThan)))
        .orderBy(asc(titles.fetchedAt))
        .limit(limit);
    },
  };
}
