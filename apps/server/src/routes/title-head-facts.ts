import type { TitlePageFacts } from '@reelatlas/contracts';
import { type CatalogProvider, groupPlatforms } from '@reelatlas/core';
import type { TitleFactsLookup } from './web.ts';

/**
 * A title page's head facts from what the catalog already holds (never from TMDb: a title page
 * is open to anyone, with no bot check or daily limit). Its platforms in groupPlatforms' order
 * (TMDb's rank, then country count) and the number of countries — never which countries per
 * platform, links or prices: availability per country stays behind a counted search.
 */
export function titleFactsFromCatalog(catalog: CatalogProvider): TitleFactsLookup {
  return async (ref) => {
    const title = await catalog.storedTitle(ref);
    if (!title) return null;
    const facts: TitlePageFacts = {
      type: title.type,
      id: title.id,
      title: title.title,
      year: title.year,
      description: title.description,
      thumbnail: title.thumbnail,
      platforms: groupPlatforms(title.availability).map((platform) => platform.name),
      countries: new Set(title.availability.map((offer) => offer.country)).size,
    };
    return facts;
  };
}
