import type { TitleDetails } from '@reelatlas/contracts';
import { Star } from 'lucide-react';

/** Year, kind, rating as x/10 and, for TV, the number of seasons. */
export function TitleFacts({
  movie,
}: {
  movie: Pick<TitleDetails, 'year' | 'release_year' | 'type' | 'rating' | 'seasons'>;
}) {
  const year = movie.year ?? movie.release_year;
  const facts: string[] = [];
  if (year) facts.push(String(year));
  facts.push(movie.type === 'tv' ? 'TV show' : 'Movie');
  if (movie.type === 'tv' && movie.seasons)
    facts.push(`${movie.seasons} ${movie.seasons === 1 ? 'season' : 'seasons'}`);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
      {movie.rating !== null ? (
        <span className="inline-flex items-center gap-1 font-semibold text-fg">
          <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
          <span>
            {formatRating(movie.rating)}
            <span className="font-normal text-muted">/10</span>
          </span>
        </span>
      ) : null}
    </p>
  );
}

/** One decimal, without a trailing ".0" (7 → "7", 7.25 → "7.3"). */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}
