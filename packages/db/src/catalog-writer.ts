import type { Availability } from '@reelatlas/contracts';
import { normalizeTitle } from '@reelatlas/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { availability, titles } from './schema.ts';

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
}

// PostgreSQL allows 65,535 bind parameters per statement; availability rows take 7 each.
const AVAILABILITY_BATCH = 5000;
const TITLE_BATCH = 1000;

/**
 * Replaces every title of one source with the given ones, in one transaction, so a crash half
 * way leaves the previous catalog intact.
 */
export async function replaceCatalog(
  db: Db,
  source: 'demo' | 'tmdb',
  items: CatalogTitleInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM availability a USING titles t
          WHERE a.title_type = t.type AND a.title_id = t.id AND t.source = ${source}`,
    );
    await tx.delete(titles).where(eq(titles.source, source));
    for (let i = 0; i < items.length; i += TITLE_BATCH) {
      await tx.insert(titles).values(
        items.slice(i, i + TITLE_BATCH).map((item) => ({
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
        })),
      );
    }
    let batch: (typeof availability.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length) await tx.insert(availability).values(batch);
      batch = [];
    };
    for (const item of items) {
      for (const offer of item.availability) {
        batch.push({ titleType: item.type, titleId: item.id, ...offer });
        if (batch.length >= AVAILABILITY_BATCH) await flush();
      }
    }
    await flush();
  });
}
