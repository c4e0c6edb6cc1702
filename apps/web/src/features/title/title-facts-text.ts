import type { TitleDetails } from '@reelatlas/contracts';

export type FactsInput = Pick<TitleDetails, 'year' | 'release_year' | 'type' | 'rating' | 'seasons'>;

/** Year, kind and, for TV, the number of seasons: the plain facts of the title page. */
export function titleFactTexts(movie: FactsInput): string[] {
  const year = movie.year ?? movie.release_year;
  const facts: string[] = [];
  if (year) facts.push(String(year));
  facts.push(movie.type === 'tv' ? 'TV show' : 'Movie');
  if (movie.type === 'tv' && movie.seasons)
    facts.push(`${movie.seasons} ${movie.seasons === 1 ? 'season' : 'seasons'}`);
  return facts;
}

/** One decimal, without a trailing ".0" (7 → "7", 7.25 → "7.3"). */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}
