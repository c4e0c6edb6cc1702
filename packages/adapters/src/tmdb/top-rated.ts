import type { TitleSummary, TitleType } from '@reelatlas/contracts';
import { toSummary } from './map.ts';
import type { TmdbListItem } from './schemas.ts';

/**
 * Fewer votes than this and a title stays off the merged list: a handful of fans can rate a
 * niche show 9.5, and TMDb's own top-rated pages do not hold them all out.
 */
export const TOP_RATED_MIN_VOTES = 300;

/**
 * TMDb's movie and TV top-rated pages as one list. The rule: titles with at least
 * TOP_RATED_MIN_VOTES votes, by average rating (highest first), then by vote count (the
 * better-attested first), then movies before TV and lower ids first, so the order is stable.
 */
export function mergeTopRated(movies: TmdbListItem[], shows: TmdbListItem[]): TitleSummary[] {
  const tagged = [
    ...movies.map((item) => ({ item, type: 'movie' as TitleType })),
    ...shows.map((item) => ({ item, type: 'tv' as TitleType })),
  ].filter(({ item }) => (item.vote_count ?? 0) >= TOP_RATED_MIN_VOTES && item.vote_average != null);
  tagged.sort(
    (a, b) =>
      (b.item.vote_average ?? 0) - (a.item.vote_average ?? 0) ||
      (b.item.vote_count ?? 0) - (a.item.vote_count ?? 0) ||
      (a.type === b.type ? 0 : a.type === 'movie' ? -1 : 1) ||
      a.item.id - b.item.id,
  );
  return tagged.flatMap(({ item, type }) => toSummary(item, type) ?? []);
}
