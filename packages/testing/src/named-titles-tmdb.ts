import { createTitleIndexStore, type Db, upsertCatalogTitles } from '@reelatlas/db';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb.ts';
import { type NamedTitleFixture, namedFakeTmdbTitle } from './title-names-fixtures.ts';
import { FAKE_TMDB_BEARER, type FakeTmdbTitle } from './tmdb-fixtures.ts';

/**
 * The live catalog's settings for the jobs that fetch titles' names from TMDb (the names crawl,
 * the change feed) against the fake: short timeouts, a rate limit no test reaches.
 */
export function namedTitlesTmdbEnv(url: string, over: { TMDB_TIMEOUT_MS?: number } = {}) {
  return {
    TMDB_API_TOKEN: FAKE_TMDB_BEARER,
    TMDB_API_URL: url,
    TMDB_TIMEOUT_MS: over.TMDB_TIMEOUT_MS ?? 400,
    TMDB_RATE_LIMIT: 1_000,
    TMDB_TITLE_TTL_HOURS: 24,
    TMDB_SEARCH_TTL_MINUTES: 60,
  };
}

/** A title as TMDb's daily exports list it: its original name and popularity. */
export type ExportedTitle = Pick<NamedTitleFixture, 'type' | 'id' | 'original' | 'popularity'>;

/** The title index as the exports leave it: every title under its original name only, none adult. */
export async function seedExportsIndex(db: Db, titles: readonly ExportedTitle[]): Promise<void> {
  const store = createTitleIndexStore(db);
  await store.begin();
  await store.upsert(
    titles.map((t) => ({
      type: t.type,
      id: t.id,
      title: t.original,
      popularity: t.popularity,
      adult: false,
    })),
  );
  await store.finish();
}

/**
 * A fake TMDb serving these titles with every name and translation they have; `edit` may change
 * what it serves (a hostile overview, say) before it starts.
 */
export function startNamedTitlesTmdb(
  fixtures: readonly NamedTitleFixture[],
  edit?: (served: FakeTmdbTitle[]) => void,
): Promise<FakeTmdb> {
  const served = fixtures.map(namedFakeTmdbTitle);
  edit?.(served);
  return startFakeTmdb(served);
}

/**
 * The change feed's title (TMDb id 758009) held with its details, as a visitor's search leaves it,
 * under its English title only: what the feed then renames.
 */
export const seedHeldChangedTitle = (db: Db) =>
  upsertCatalogTitles(
    db,
    [
      {
        type: 'movie',
        id: 758009,
        title: 'Kill Boksoon',
        year: 2023,
        rating: 7,
        votes: 100,
        popularity: 70,
        description: '',
        thumbnail: null,
        trailerUrl: null,
        seasons: null,
        availability: [],
      },
    ],
    new Date(),
  );
