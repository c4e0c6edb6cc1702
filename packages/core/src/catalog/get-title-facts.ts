import type { TitleFacts } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { CatalogProvider, TitleRef, TitleWithAvailability } from '../ports/catalog.ts';

/**
 * A title's facts for a title page opened from a link: what the catalog already stores (never an
 * upstream API: anyone may ask for any id, with no bot check or daily limit), without where it
 * streams, which stays behind a counted search. An id the catalog does not hold is `not_found`.
 */
export async function getTitleFacts(catalog: CatalogProvider, ref: TitleRef): Promise<TitleFacts> {
  const title = await catalog.storedTitle(ref);
  if (!title) throw new AppError('not_found', 'No title with this id.');
  return titleFacts(title, catalog.source);
}

/** What a title answer says about the title itself (a search answer adds where it streams). */
export function titleFacts(title: TitleWithAvailability, source: CatalogProvider['source']): TitleFacts {
  return {
    id: title.id,
    type: title.type,
    title: title.title,
    year: title.year,
    release_year: title.year,
    rating: title.rating,
    description: title.description,
    thumbnail: title.thumbnail,
    trailer_url: title.trailerUrl,
    seasons: title.seasons,
    ...(title.originalTitle && title.originalTitle !== title.title
      ? { original_title: title.originalTitle }
      : {}),
    source,
  };
}
